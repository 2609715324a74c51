import { lazy, Suspense } from 'react';
import { Skeleton, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Card, type CardProps } from '../../../ui/card/card.tsx';

type Day = AnalyticsResponse['signupsByDay'][number];
type SignupsChartProps = { days: Day[] } & Pick<CardProps, 'onReload' | 'onRemove'>;

const SignupsBars = lazy(async () => ({ default: (await import('./signups-bars.tsx')).SignupsBars }));

const dayLabel = (day: string) => dayjs(day).format('DD MMM');

/** Sign-ups per day over the last 30 days. */
export function SignupsChart({ days, ...card }: SignupsChartProps) {
  const { t } = useT();
  const series = t('dashboard.signups.series');
  const data = days.map((day) => ({ day: dayLabel(day.day), [series]: day.count }));
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
      {/* The chart is a picture of the sentence above, which is what assistive technology reads. */}
      <div role="img" aria-label={t('dashboard.signups.chart', { summary: text })}>
        <Suspense fallback={<Skeleton h={260} />}>
          <SignupsBars data={data} series={series} />
        </Suspense>
      </div>
    </Card>
  );
}
