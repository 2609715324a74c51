import { Fragment } from 'react';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROFILE_MENU_ID, UserStatus } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useNotifications, useOpenNotification } from '../../lib/queries/notifications.ts';
import { setMenuId } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { Card } from '../../ui/card/card.tsx';
import { NotificationList } from '../../ui/notification-row.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { UserStatusBadge } from '../../ui/user-status-badge.tsx';
import { ShowRemovedButton } from './components/show-removed-button.tsx';
import { UpcomingSlot } from './components/upcoming-slot.tsx';
import { WaitingChildrenCard } from './components/waiting-children-card.tsx';
import { useRemovedCards } from './use-removed-cards.ts';

const LATEST = 5;

function isUserStatus(value: number): value is UserStatus {
  return (Object.values(UserStatus) as number[]).includes(value);
}

function LatestNotifications({ list }: { list: ReturnType<typeof useNotifications> }) {
  const { t } = useT();
  const openNotification = useOpenNotification();
  if (list.isPending) return <Skeleton height={160} />;
  if (list.isError) {
    return (
      <QueryError
        title={t('dashboard.home.notificationsFailed')}
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
        {t('dashboard.home.nothingNew')}
      </Text>
    );
  }
  return <NotificationList items={items} onOpen={openNotification} gap={4} />;
}

/** The landing page for people without the Analytics grant: their account and latest news. */
export function PersonalHome() {
  const { t } = useT();
  const session = useSession();
  const notifications = useNotifications();
  const cards = useRemovedCards<'account' | 'latest' | 'events' | 'fixtures'>();
  const status = Number(session.userStatus);
  const firstName = session.fullName.split(' ')[0] || session.userName;

  return (
    <>
      <PageTitle
        title={t('dashboard.home.welcome', { name: firstName })}
        description={t('dashboard.home.description')}
        actions={<ShowRemovedButton count={cards.count} onClick={cards.showAll} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <WaitingChildrenCard />
        {/* The account comes from the session, so Reload has nothing to fetch: the card's fixed wait. */}
        {cards.isShown('account') && (
          <Card title={t('dashboard.home.account')} onRemove={cards.onRemove('account')}>
            <Stack gap="sm" align="flex-start">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('dashboard.home.status')}
                </Text>
                {isUserStatus(status) && <UserStatusBadge status={status} />}
              </Group>
              <Text size="sm">
                {t('dashboard.home.signedInAs')}{' '}
                <b>
                  <bdi dir="ltr">@{session.userName}</bdi>
                </b>
              </Text>
              <Button
                component={Link}
                to="/profile"
                variant="light"
                rightSection={<IconArrowRight size={16} aria-hidden className="fh-mirror-rtl" />}
                onClick={() => setMenuId(PROFILE_MENU_ID)}
              >
                {t('dashboard.home.viewProfile')}
              </Button>
            </Stack>
          </Card>
        )}
        {cards.isShown('latest') && (
          <Card
            title={t('dashboard.home.latest')}
            onReload={() => notifications.refetch()}
            onRemove={cards.onRemove('latest')}
            headerActions={
              <Anchor component={Link} to="/notifications" size="sm">
                {t('dashboard.home.viewAll')}
              </Anchor>
            }
          >
            <LatestNotifications list={notifications} />
          </Card>
        )}
        {/* Someone who may see events without the analytics (a role made so) sees what is coming. */}
        <UpcomingSlot isShown={cards.isShown} onRemove={cards.onRemove} Cell={Fragment} />
      </SimpleGrid>
    </>
  );
}
