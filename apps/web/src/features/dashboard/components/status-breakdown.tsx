import type { AnalyticsResponse } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BarList } from '../../../ui/bar-list.tsx';
import { Card, type CardProps } from '../../../ui/card/card.tsx';
import { useStatusLabel } from '../../../ui/user-status-badge.tsx';

type StatusBreakdownProps = { byStatus: AnalyticsResponse['byStatus'] } & Pick<
  CardProps,
  'onReload' | 'onRemove'
>;

/** Subscribers by account status, biggest first. */
export function StatusBreakdown({ byStatus, ...card }: StatusBreakdownProps) {
  const { t } = useT();
  const statusLabel = useStatusLabel();
  const entries = [...byStatus]
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({ label: statusLabel(entry.status), value: entry.count }));
  return (
    <Card title={t('dashboard.byStatus.title')} fullHeight {...card}>
      <BarList
        entries={entries}
        color="var(--mantine-color-fieldhouse-5)"
        label={t('dashboard.byStatus.label')}
      />
    </Card>
  );
}
