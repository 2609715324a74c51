import { Card, Table, Text, Title } from '@mantine/core';
import type { AnalyticsResponse } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { UserStatusBadge } from '../../../ui/user-status-badge.tsx';

/** The newest registrations, so staff see who just joined. */
export function RecentSignupsTable({ signups }: { signups: AnalyticsResponse['recentSignups'] }) {
  return (
    <Card h="100%" p={0}>
      <Title order={2} size="h4" p="lg" pb="sm" id="recent-signups-title">
        Recent sign-ups
      </Title>
      {signups.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          Nobody has signed up yet. New registrations will be listed here.
        </Text>
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={600}
          maxHeight={360}
          // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
          tabIndex={0}
          role="region"
          aria-labelledby="recent-signups-title"
        >
          <Table stickyHeader highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">User name</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Signed up</Table.Th>
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
