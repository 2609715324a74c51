import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MENU_ID, UserStatus } from '@fieldhouse/contract';
import { useNotifications, useOpenNotification } from '../../lib/queries/notifications.ts';
import { setMenuId } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { NotificationRow } from '../../ui/notification-row.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { UserStatusBadge } from '../../ui/user-status-badge.tsx';

const LATEST = 5;

function isUserStatus(value: number): value is UserStatus {
  return (Object.values(UserStatus) as number[]).includes(value);
}

function LatestNotifications() {
  const list = useNotifications();
  const openNotification = useOpenNotification();
  if (list.isPending) return <Skeleton height={160} />;
  if (list.isError) {
    return (
      <QueryError
        title="Notifications could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const items = list.data.notification.slice(0, LATEST);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing new. Connection requests and news from staff will appear here.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationRow notification={notification} onOpen={openNotification} />
        </li>
      ))}
    </Stack>
  );
}

/** The landing page for people without the Analytics grant: their account and latest news. */
export function PersonalHome() {
  const session = useSession();
  const status = Number(session.userStatus);
  const firstName = session.fullName.split(' ')[0] || session.userName;

  return (
    <>
      <PageTitle title={`Welcome, ${firstName}`} description="Here is what is new with your account." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              Your account
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Status
              </Text>
              {isUserStatus(status) && <UserStatusBadge status={status} />}
            </Group>
            <Text size="sm">
              Signed in as{' '}
              <b>
                <bdi dir="ltr">@{session.userName}</bdi>
              </b>
            </Text>
            <Button
              component={Link}
              to="/profile"
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => setMenuId(PROFILE_MENU_ID)}
            >
              View your profile
            </Button>
          </Stack>
        </Card>
        <Card>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Latest notifications
            </Title>
            <Anchor component={Link} to="/notifications" size="sm">
              View all
            </Anchor>
          </Group>
          <LatestNotifications />
        </Card>
      </SimpleGrid>
    </>
  );
}
