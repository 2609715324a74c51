import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Notification } from '@fieldhouse/contract';
import { formatDate } from '../lib/format.ts';
import { notificationText } from '../lib/i18n/notification-text.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { TONES } from './tone.ts';
import classes from './notification-row.module.css';

type NotificationRowProps = { notification: Notification; onOpen: (notification: Notification) => void };

/** One notification: who (a person, or an event), what, when; unseen ('0') in the success colour, seen ('1') in primary. */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useT();
  const unseen = notification.seen_status === '0';
  return (
    <UnstyledButton
      className={classes.row}
      data-unseen={unseen || undefined}
      onClick={() => onOpen(notification)}
    >
      <Stack gap={2}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {/* Names and messages come from people, in any script: let each set its own direction. */}
          <Group gap={6} wrap="nowrap" miw={0}>
            {/* News sent in an event's name: its title, marked as an event's rather than a person's. */}
            {notification.from_type === 'event' && (
              <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Text size="sm" fw={600} truncate dir="auto">
              {notification.full_name}
            </Text>
          </Group>
          <Badge
            size="xs"
            radius="sm"
            variant="filled"
            color={unseen ? TONES.success : TONES.primary}
            tt="none"
          >
            {unseen ? t('lists.new') : t('lists.seen')}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={2} dir="auto">
          {notificationText(notification.message)}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{formatDate(notification.date_time)}</bdi>
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
