import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { EventStatusBadge } from '../../../ui/event-badges.tsx';
import { EventWhen } from '../../../ui/event-when.tsx';

const COLUMNS = ['title', 'kind', 'when', 'venue', 'places', 'status'] as const;

/** Places taken of the capacity, and how many wait: "12 of 20", "3 waiting". */
export function PlacesText({ event }: { event: EventEntry }) {
  const { t } = useT();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {event.capacity === null
          ? t('events.placesOpen', { taken: event.placesTaken })
          : t('events.places', { taken: event.placesTaken, capacity: event.capacity })}
      </Text>
      {event.waitlisted > 0 && (
        <Text size="xs" c="dimmed">
          {t('events.waitlisted', { count: event.waitlisted })}
        </Text>
      )}
    </Stack>
  );
}

/** A page of events: each title opens its page. */
export function EventTable({ items }: { items: EventEntry[] }) {
  const { t } = useT();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table stickyHeader verticalSpacing="sm" striped aria-label={t('events.list.table')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`events.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Anchor component={Link} to={`/event/${event.id}`} size="sm" fw={500}>
                  {event.title}
                </Anchor>
                {event.sport && (
                  <Text size="xs" c="dimmed">
                    {dataName(event.sport.name)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`events.kind.${event.kind}`)}</Table.Td>
              <Table.Td>
                <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
              </Table.Td>
              <Table.Td>{event.venue?.name ?? t('events.none')}</Table.Td>
              <Table.Td>
                <PlacesText event={event} />
              </Table.Td>
              <Table.Td>
                <EventStatusBadge status={event.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
