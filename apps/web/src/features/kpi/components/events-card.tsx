import type { KpiPeriodQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { useKpi } from '../api/use-kpi.ts';
import { shareText, stepLabel } from '../format.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiFigure } from './kpi-figure.tsx';

/** Event registrations made in the period and how many of those registered came. */
export function EventsCard({ period }: { period: KpiPeriodQuery | null }) {
  const { t } = useT();
  const answer = useKpi('GET /kpi/events', period);
  return (
    <KpiCard
      kpi="events"
      title={t('kpi.events.title')}
      period={period}
      answer={answer}
      empty={t('kpi.events.empty')}
      figures={({ totals: { current, previous } }) => (
        <>
          <KpiFigure
            label={t('kpi.events.registrations')}
            current={current.registrations}
            previous={previous.registrations}
            format={formatCount}
            goodWhen="up"
          />
          <KpiFigure
            label={t('kpi.events.attendanceRate')}
            current={current.attendanceRate}
            previous={previous.attendanceRate}
            format={shareText}
            share
            goodWhen="up"
            hint={t('kpi.events.attendanceHint', {
              attended: formatCount(current.attended),
              registered: formatCount(current.registered),
            })}
          />
        </>
      )}
      chart={({ period: answered, series, totals }) =>
        totals.current.registrations + totals.current.registered > 0 ? (
          <BarChart
            name="events"
            caption={t('kpi.events.chart')}
            labelHeader={t(`kpi.steps.${answered.bucket}`)}
            series={t('kpi.events.registrations')}
            points={series.map((s) => ({
              label: stepLabel(s.start, answered.bucket),
              value: s.registrations,
            }))}
            format={formatCount}
          />
        ) : null
      }
    />
  );
}
