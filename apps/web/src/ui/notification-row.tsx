import { Badge, Group, Text, type MantineSpacing } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Notification } from '@fieldhouse/contract';
import { formatDate } from '../lib/format.ts';
import { notificationText } from '../lib/i18n/notification-text.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { RowList, RowListItem } from './row-list.tsx';
import { TONES } from './tone.ts';
import classes from './notification-row.module.css';

type NotificationRowProps = { notification: Notification; onOpen: (notification: Notification) => void };

/** One notification: who (a person, or an event), what, when; unseen ('0') in the success colour, seen ('1') in primary. */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useT();
  const unseen = notification.seen_status === '0';
  return (
    <RowListItem
      className={classes.row}
      data={{ 'data-unseen': unseen || undefined }}
      onClick={() => onOpen(notification)}
      align="start"
      nowrap
      gap={2}
      title={
        // Names and messages come from people, in any script: let each set its own direction.
        <Group gap={6} wrap="nowrap" miw={0}>
          {/* News sent in an event's name: its title, marked as an event's rather than a person's. */}
          {notification.from_type === 'event' && (
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" fw={600} truncate dir="auto">
            {notification.full_name}
          </Text>
        </Group>
      }
      trailing={
        <Badge
          size="xs"
          radius="sm"
          variant="filled"
          color={unseen ? TONES.success : TONES.primary}
          tt="none"
        >
          {unseen ? t('lists.new') : t('lists.seen')}
        </Badge>
      }
    >
      <Text size="sm" lineClamp={2} dir="auto">
        {notificationText(notification.message)}
      </Text>
      <Text size="xs" c="dimmed">
        <bdi>{formatDate(notification.date_time)}</bdi>
      </Text>
    </RowListItem>
  );
}

type NotificationListProps = {
  items: Notification[];
  onOpen: (notification: Notification) => void;
  label?: string;
  gap: MantineSpacing;
};

/** Notifications as the bell, the home page and the history show them. */
export function NotificationList({ items, onOpen, label, gap }: NotificationListProps) {
  return (
    <RowList rules="none" gap={gap} px={12} py={10} label={label}>
      {items.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </RowList>
  );
}
