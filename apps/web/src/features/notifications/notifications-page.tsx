import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks, IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import {
  useMarkAllSeen,
  useNotificationHistory,
  useNotifications,
  useOpenNotification,
} from '../../lib/queries/notifications.ts';
import { NotificationList } from '../../ui/notification-row.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';

/** /notifications: every notification, behind the bell's "View all" (a hidden menu item). */
export function NotificationsPage() {
  const { t } = useT();
  const history = useNotificationHistory();
  // The bell's list carries the unseen count, kept current by the live channel.
  const unseen = useNotifications().data?.unseen ?? 0;
  const markAllSeen = useMarkAllSeen();
  const openNotification = useOpenNotification();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const olderFailed = history.isFetchNextPageError;

  return (
    <>
      <PageTitle
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unseen === 0}
            onClick={() => markAllSeen.mutate()}
          >
            {t('notifications.markAllSeen')}
          </Button>
        }
      />
      <Card maw={760} p="sm">
        {history.isPending && (
          <Stack gap="sm" p="sm" role="status" aria-busy="true" aria-label={t('notifications.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={56} />
            ))}
          </Stack>
        )}
        {history.isError && !olderFailed && (
          <QueryError
            title={t('notifications.failed')}
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        )}
        {history.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {t('notifications.empty')}
          </Text>
        )}
        {items.length > 0 && (
          <NotificationList
            items={items}
            onOpen={openNotification}
            gap={4}
            label={t('notifications.unseen', { count: unseen })}
          />
        )}
        {olderFailed && (
          <QueryError
            title={t('notifications.olderFailed')}
            error={history.error}
            onRetry={() => void history.fetchNextPage()}
            retrying={history.isFetchingNextPage}
          />
        )}
        {history.hasNextPage && !olderFailed && (
          <Center p="sm">
            <Button
              variant="subtle"
              leftSection={<IconChevronDown size={16} aria-hidden />}
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('notifications.older')}
            </Button>
          </Center>
        )}
        {history.isSuccess && !history.hasNextPage && history.data.pages.length > 1 && (
          <Text c="dimmed" size="sm" ta="center" p="sm">
            {t('notifications.allShown')}
          </Text>
        )}
      </Card>
    </>
  );
}
