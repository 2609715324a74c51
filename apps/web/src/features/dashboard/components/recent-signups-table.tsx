import { Table, Text } from '@mantine/core';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Card, type CardProps } from '../../../ui/card/card.tsx';
import { UserStatusBadge } from '../../../ui/user-status-badge.tsx';

type RecentSignupsTableProps = { signups: AnalyticsResponse['recentSignups'] } & Pick<
  CardProps,
  'onReload' | 'onRemove'
>;

const TITLE_ID = 'recent-signups-title';

/** The newest registrations, so staff see who just joined. */
export function RecentSignupsTable({ signups, ...card }: RecentSignupsTableProps) {
  const { t } = useT();
  return (
    <Card title={t('dashboard.recent.title')} headingId={TITLE_ID} bodyPadding={0} fullHeight {...card}>
      {signups.length === 0 ? (
        <Text size="sm" c="dimmed" p="lg">
          {t('dashboard.recent.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={600}
          maxHeight={360}
          // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
          tabIndex={0}
          role="region"
          aria-labelledby={TITLE_ID}
        >
          <Table stickyHeader highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.recent.name')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.recent.userName')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.recent.status')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.recent.signedUp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signups.map((signup) => (
                <Table.Tr key={signup.subscriberID}>
                  <Table.Td fw={500}>{signup.full_name}</Table.Td>
                  <Table.Td c="dimmed">
                    <bdi dir="ltr">@{signup.user_name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={signup.user_status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <bdi>{formatDate(signup.created_at)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
