import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { LineChart } from '../../../ui/charts/line-chart.tsx';
import { useKpi } from '../api/use-kpi.ts';
import { stepLabel } from '../format.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

/** How long a sign-up waits for its review: the median hours from phone verified to decision. */
export function ReviewCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/review', period);
  const hours = (value: number) => t('kpi.review.hours', { hours: formatCount(value) });
  return (
    <KpiCard
      kpi="review"
      title={t('kpi.review.title')}
      period={period}
      answer={answer}
      empty={t('kpi.review.empty')}
      figures={({ totals: { current, previous } }) => (
        <>
          <KpiFigure
            label={t('kpi.review.median')}
            current={current.medianHours}
            previous={previous.medianHours}
            format={hours}
            goodWhen="down"
            hint={t('kpi.review.medianHint')}
          />
          <KpiFigure
            label={t('kpi.review.decided')}
            current={current.decided}
            previous={previous.decided}
            format={formatCount}
            goodWhen="neither"
          />
        </>
      )}
      chart={({ period: answered, series, totals }) =>
        totals.current.decided > 0 ? (
          <LineChart
            name="review"
            caption={t('kpi.review.chart')}
            labelHeader={t(`kpi.steps.${answered.bucket}`)}
            labels={series.map((s) => stepLabel(s.start, answered.bucket))}
            format={formatCount}
            series={[{ name: t('kpi.review.series'), values: series.map((s) => s.medianHours) }]}
          />
        ) : null
      }
    />
  );
}
