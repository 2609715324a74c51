import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { LineChart } from '../../../ui/charts/line-chart.tsx';
import { useKpi } from '../api/use-kpi.ts';
import { stepLabel } from '../format.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

/** New, active and churned subscribers, and their lines step by step. */
export function GrowthCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/growth', period);
  return (
    <KpiCard
      kpi="growth"
      title={t('kpi.growth.title')}
      period={period}
      answer={answer}
      empty={t('kpi.growth.empty')}
      figures={({ totals: { current, previous } }) => (
        <>
          <KpiFigure
            label={t('kpi.growth.new')}
            current={current.new}
            previous={previous.new}
            format={formatCount}
            goodWhen="up"
          />
          <KpiFigure
            label={t('kpi.growth.active')}
            current={current.active}
            previous={previous.active}
            format={formatCount}
            goodWhen="up"
          />
          <KpiFigure
            label={t('kpi.growth.churned')}
            current={current.churned}
            previous={previous.churned}
            format={formatCount}
            goodWhen="down"
          />
        </>
      )}
      chart={({ period: answered, series }) =>
        series.some((s) => s.new + s.active + s.churned > 0) ? (
          <LineChart
            name="growth"
            caption={t('kpi.growth.chart')}
            labelHeader={t(`kpi.steps.${answered.bucket}`)}
            labels={series.map((s) => stepLabel(s.start, answered.bucket))}
            format={formatCount}
            series={[
              { name: t('kpi.growth.active'), values: series.map((s) => s.active), look: 0 },
              { name: t('kpi.growth.new'), values: series.map((s) => s.new), look: 1 },
              { name: t('kpi.growth.churned'), values: series.map((s) => s.churned), look: 2 },
            ]}
          />
        ) : null
      }
    />
  );
}
