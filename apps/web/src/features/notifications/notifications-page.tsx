import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { NOTIFY_LIST_LIMIT } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useMarkAllSeen, useNotifications, useOpenNotification } from '../../lib/queries/notifications.ts';
import { NotificationRow } from '../../ui/notification-row.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';

/** /notifications: the full list behind the bell's "View all" (a hidden menu item). */
export function NotificationsPage() {
  const { t } = useT();
  const list = useNotifications();
  const markAllSeen = useMarkAllSeen();
  const openNotification = useOpenNotification();
  const unseen = list.data?.unseen ?? 0;

  return (
    <>
      <PageTitle
        title={t('notifications.title')}
        description={t('notifications.description', { count: NOTIFY_LIST_LIMIT })}
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
        {list.isPending && (
          <Stack gap="sm" p="sm" aria-busy="true" aria-label={t('notifications.loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={56} />
            ))}
          </Stack>
        )}
        {list.isError && (
          <QueryError
            title={t('notifications.failed')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.isSuccess && list.data.notification.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {t('notifications.empty')}
          </Text>
        )}
        {list.isSuccess && list.data.notification.length > 0 && (
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('notifications.unseen', { count: unseen })}
          >
            {list.data.notification.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} onOpen={openNotification} />
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </>
  );
}
