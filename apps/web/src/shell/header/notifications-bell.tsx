import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@fieldhouse/contract';
import { useMarkAllSeen, useNotifications, useOpenNotification } from '../../lib/queries/notifications.ts';
import { NotificationList } from '../../ui/notification-row.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

// The bell shows the newest few; the full list is one click away.
const BELL_LIMIT = 8;

function BellList({ onOpen }: { onOpen: (n: Notification) => void }) {
  const { t } = useT();
  const list = useNotifications();
  if (list.isPending) {
    return (
      <Stack gap="sm" p="sm" aria-busy="true" aria-label={t('notifications.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={48} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <QueryError
        title={t('notifications.failed')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const items = list.data.notification.slice(0, BELL_LIMIT);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {t('notifications.bellEmpty')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <NotificationList items={items} onOpen={onOpen} gap={2} />
    </ScrollArea.Autosize>
  );
}

/** The header bell: unseen count, the latest notifications, mark as seen, view all. */
export function NotificationsBell() {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const openNotification = useOpenNotification();
  const { data } = useNotifications();
  const markAllSeen = useMarkAllSeen();
  const unseen = data?.unseen ?? 0;

  const open = (notification: Notification) => {
    setOpened(false);
    openNotification(notification);
  };

  return (
    // The count badge sits outside the popover target, which wires ARIA onto its direct child.
    <Indicator
      label={unseen > 99 ? '99+' : unseen}
      size={18}
      disabled={unseen === 0}
      offset={6}
      color="#c92a2a"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        width={360}
        position="bottom-end"
        shadow="md"
        trapFocus
        returnFocus
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unseen > 0 ? t('notifications.bellUnseen', { count: unseen }) : t('notifications.bell')
            }
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby="notifications-title" role="dialog">
          <Group justify="space-between" px="md" py="sm">
            <Title order={2} size="h5" id="notifications-title">
              {t('notifications.bell')}
            </Title>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unseen === 0}
              onClick={() => markAllSeen.mutate()}
            >
              {t('notifications.markAllSeen')}
            </Button>
          </Group>
          <Divider />
          <BellList onOpen={open} />
          <Divider />
          <Button
            component={Link}
            to="/notifications"
            variant="subtle"
            fullWidth
            radius={0}
            onClick={() => setOpened(false)}
          >
            {t('notifications.viewAll')}
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
