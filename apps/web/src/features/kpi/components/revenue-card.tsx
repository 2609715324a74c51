import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount, formatMoney, minorDigits } from '../../../lib/money.ts';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { useKpi } from '../api/use-kpi.ts';
import { stepLabel } from '../format.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

/** Payments received less refunds, and what the period's invoices still wait for. */
export function RevenueCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/revenue', period);
  return (
    <KpiCard
      kpi="revenue"
      title={t('kpi.revenue.title')}
      period={period}
      answer={answer}
      empty={t('kpi.revenue.empty')}
      figures={({ currency, totals: { current, previous } }) => {
        const money = (minor: number) => formatMoney(minor, currency);
        return (
          <>
            <KpiFigure
              label={t('kpi.revenue.revenue')}
              current={current.revenue}
              previous={previous.revenue}
              format={money}
              goodWhen="up"
              hint={t('kpi.revenue.revenueHint', {
                received: money(current.received),
                refunded: money(current.refunded),
              })}
            />
            <KpiFigure
              label={t('kpi.revenue.outstanding')}
              current={current.outstanding}
              previous={previous.outstanding}
              format={money}
              goodWhen="down"
              hint={t('kpi.revenue.outstandingHint')}
            />
          </>
        );
      }}
      chart={({ currency, period: answered, series, totals }) => {
        if (totals.current.received + totals.current.refunded + totals.current.outstanding === 0) return null;
        // The bars stand in whole units of the currency, so the axis steps by whole pounds, not pence.
        const unit = 10 ** minorDigits(currency);
        return (
          <BarChart
            name="revenue"
            caption={t('kpi.revenue.chart')}
            labelHeader={t(`kpi.steps.${answered.bucket}`)}
            series={t('kpi.revenue.revenue')}
            points={series.map((s) => ({
              label: stepLabel(s.start, answered.bucket),
              value: s.revenue / unit,
            }))}
            format={(value) => formatMoney(Math.round(value * unit), currency)}
            tickFormat={formatCount}
          />
        );
      }}
    />
  );
}
