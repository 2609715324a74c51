import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';

type Day = AnalyticsResponse['signupsByDay'][number];

function summary(days: Day[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<Day | undefined>(
    (best, day) => (!best || day.count > best.count ? day : best),
    undefined,
  );
  const peakText = peak ? `, most on ${dayjs(peak.day).format('DD MMM')} (${peak.count})` : '';
  return `${formatNumber(total)} sign-ups in the last ${days.length} days${peakText}.`;
}

/** Sign-ups per day over the last 30 days. */
export function SignupsChart({ days }: { days: Day[] }) {
  const data = days.map((day) => ({ day: dayjs(day.day).format('DD MMM'), 'Sign-ups': day.count }));
  const text = summary(days);
  return (
    <Card h="100%">
      <Title order={2} size="h4">
        Sign-ups per day
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
      {/* The chart is a picture of the sentence above, which is what assistive technology reads. */}
      <div role="img" aria-label={`Chart: ${text}`}>
        <BarChart
          h={260}
          data={data}
          dataKey="day"
          series={[{ name: 'Sign-ups', color: 'fieldhouse.5' }]}
          barProps={{ radius: [3, 3, 0, 0] }}
          maxBarWidth={18}
          gridAxis="y"
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false, width: 36 }}
        />
      </div>
    </Card>
  );
}
