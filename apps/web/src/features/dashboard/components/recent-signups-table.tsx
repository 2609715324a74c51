import { Text } from '@mantine/core';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Card, type CardProps } from '../../../ui/card/card.tsx';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { UserStatusBadge } from '../../../ui/user-status-badge.tsx';

type RecentSignupsTableProps = { signups: AnalyticsResponse['recentSignups'] } & Pick<
  CardProps,
  'onReload' | 'onRemove'
>;

const TITLE_ID = 'recent-signups-title';

type Signup = AnalyticsResponse['recentSignups'][number];

/** The newest registrations, so staff see who just joined. */
export function RecentSignupsTable({ signups, ...card }: RecentSignupsTableProps) {
  const { t } = useT();
  const columns: DataColumn<Signup>[] = [
    {
      key: 'name',
      header: t('dashboard.recent.name'),
      phone: 'title',
      td: { fw: 500 },
      cell: (s) => s.full_name,
    },
    {
      key: 'userName',
      header: t('dashboard.recent.userName'),
      phone: 'line',
      td: { c: 'dimmed' },
      cell: (s) => <bdi dir="ltr">@{s.user_name}</bdi>,
    },
    {
      key: 'status',
      header: t('dashboard.recent.status'),
      phone: 'aside',
      cell: (s) => <UserStatusBadge status={s.user_status} />,
    },
    {
      key: 'signedUp',
      header: t('dashboard.recent.signedUp'),
      nowrap: true,
      cell: (s) => <bdi>{formatDate(s.created_at)}</bdi>,
    },
  ];
  return (
    <Card title={t('dashboard.recent.title')} headingId={TITLE_ID} bodyPadding={0} fullHeight {...card}>
      {signups.length === 0 ? (
        <Text size="sm" c="dimmed" p="lg">
          {t('dashboard.recent.empty')}
        </Text>
      ) : (
        <DataTable
          rows={signups}
          rowKey={(s) => s.subscriberID}
          columns={columns}
          labelledBy={TITLE_ID}
          minWidth={600}
          maxHeight={360}
          horizontalSpacing="lg"
        />
      )}
    </Card>
  );
}
