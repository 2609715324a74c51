import type { ReactElement } from 'react';
import { Button, Divider, Group, Popover, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
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
      <Stack gap="sm" p="sm" role="status" aria-busy="true" aria-label={t('notifications.loading')}>
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

type BellPopoverProps = {
  trigger: ReactElement;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  unseen: number;
};

/** The bell's list, fetched when first opened (notifications-bell.tsx draws the bell). */
export function BellPopover({ trigger, opened, setOpened, unseen }: BellPopoverProps) {
  const { t } = useT();
  const openNotification = useOpenNotification();
  const markAllSeen = useMarkAllSeen();
  const open = (notification: Notification) => {
    setOpened(false);
    openNotification(notification);
  };
  return (
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
      <Popover.Target>{trigger}</Popover.Target>
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
  );
}
