import { Text } from '@mantine/core';
import type { EventEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { EventRowItem } from '../../../ui/event-row-item.tsx';
import { RowList } from '../../../ui/row-list.tsx';
import { PlacesText } from './event-table.tsx';

/** The list on a phone: one block an event, what the table's columns hold, without scrolling sideways. */
export function EventCards({ items }: { items: EventEntry[] }) {
  const { t } = useT();
  return (
    <RowList label={t('events.list.table')}>
      {items.map((event) => (
        <EventRowItem key={event.id} event={event} to={`/event/${event.id}`} titleSize="sm">
          <Text size="sm" c="dimmed">
            {[t(`events.kind.${event.kind}`), event.venue?.name].filter(Boolean).join(' · ')}
          </Text>
          <PlacesText event={event} />
        </EventRowItem>
      ))}
    </RowList>
  );
}
