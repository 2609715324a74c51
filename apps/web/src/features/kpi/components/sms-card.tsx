import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { useKpi } from '../api/use-kpi.ts';
import { shareText, stepLabel } from '../format.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

/** Texts sent, the share delivered, and their cost in segments. */
export function SmsCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/sms', period);
  return (
    <KpiCard
      kpi="sms"
      title={t('kpi.sms.title')}
      period={period}
      answer={answer}
      empty={t('kpi.sms.empty')}
      figures={({ totals: { current, previous } }) => (
        <>
          <KpiFigure
            label={t('kpi.sms.sent')}
            current={current.sent}
            previous={previous.sent}
            format={formatCount}
            goodWhen="neither"
          />
          <KpiFigure
            label={t('kpi.sms.deliveryRate')}
            current={current.deliveryRate}
            previous={previous.deliveryRate}
            format={shareText}
            share
            goodWhen="up"
            hint={t('kpi.sms.deliveryHint', {
              delivered: formatCount(current.delivered),
              failed: formatCount(current.failed),
            })}
          />
          <KpiFigure
            label={t('kpi.sms.segments')}
            current={current.segments}
            previous={previous.segments}
            format={formatCount}
            goodWhen="neither"
          />
        </>
      )}
      chart={({ period: answered, series, totals }) =>
        totals.current.sent > 0 ? (
          <BarChart
            name="sms"
            caption={t('kpi.sms.chart')}
            labelHeader={t(`kpi.steps.${answered.bucket}`)}
            series={t('kpi.sms.sent')}
            points={series.map((s) => ({ label: stepLabel(s.start, answered.bucket), value: s.sent }))}
            format={formatCount}
          />
        ) : null
      }
    />
  );
}
