import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Card, type CardProps } from '../../../ui/card/card.tsx';
import { SignupsBars } from './signups-bars.tsx';

type Day = AnalyticsResponse['signupsByDay'][number];
type SignupsChartProps = { days: Day[] } & Pick<CardProps, 'onReload' | 'onRemove'>;

const dayLabel = (day: string) => dayjs(day).format('DD MMM');

/** Sign-ups per day over the last 30 days. */
export function SignupsChart({ days, ...card }: SignupsChartProps) {
  const { t } = useT();
  const series = t('dashboard.signups.series');
  const bars = days.map((day) => ({ label: dayLabel(day.day), count: day.count }));
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<Day | undefined>(
    (best, day) => (!best || day.count > best.count ? day : best),
    undefined,
  );
  const text =
    peak && count > 0
      ? t('dashboard.signups.summaryPeak', {
          count,
          days: days.length,
          day: dayLabel(peak.day),
          peak: peak.count,
        })
      : t('dashboard.signups.summary', { count, days: days.length });
  return (
    <Card title={t('dashboard.signups.title')} fullHeight {...card}>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
      {/* The sentence above is the chart's point; its table gives screen readers every day. */}
      <SignupsBars bars={bars} series={series} caption={t('dashboard.signups.title')} />
    </Card>
  );
}
