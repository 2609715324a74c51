import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { EventStatusBadge } from '../../../ui/event-badges.tsx';
import { EventWhen } from '../../../ui/event-when.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { PlacesText } from './event-table.tsx';

/** The list on a phone: one block an event, what the table's columns hold, without scrolling sideways. */
export function EventCards({ items }: { items: EventEntry[] }) {
  const { t } = useT();
  return (
    <RowList label={t('events.list.table')}>
      {items.map((event) => (
        <RowListItem key={event.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component={Link} to={`/event/${event.id}`} fw={600} size="sm">
              {event.title}
            </Anchor>
            <EventStatusBadge status={event.status} />
          </Group>
          <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
          <Text size="sm" c="dimmed">
            {[t(`events.kind.${event.kind}`), event.venue?.name].filter(Boolean).join(' · ')}
          </Text>
          <PlacesText event={event} />
        </RowListItem>
      ))}
    </RowList>
  );
}
