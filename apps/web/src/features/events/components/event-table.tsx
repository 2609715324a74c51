import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { EventStatusBadge } from '../../../ui/event-badges.tsx';
import { EventWhen } from '../../../ui/event-when.tsx';

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

/** A page of events: each title opens its page. (A phone shows the event cards instead.) */
export function EventTable({ items }: { items: EventEntry[] }) {
  const { t } = useT();
  const columns: DataColumn<EventEntry>[] = [
    {
      key: 'title',
      header: t('events.column.title'),
      cell: (event) => (
        <>
          <Anchor component={Link} to={`/event/${event.id}`} size="sm" fw={500}>
            {event.title}
          </Anchor>
          {event.sport && (
            <Text size="xs" c="dimmed">
              {dataName(event.sport.name)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'kind', header: t('events.column.kind'), cell: (event) => t(`events.kind.${event.kind}`) },
    {
      key: 'when',
      header: t('events.column.when'),
      cell: (event) => (
        <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
      ),
    },
    {
      key: 'venue',
      header: t('events.column.venue'),
      cell: (event) => event.venue?.name ?? t('events.none'),
    },
    { key: 'places', header: t('events.column.places'), cell: (event) => <PlacesText event={event} /> },
    {
      key: 'status',
      header: t('events.column.status'),
      cell: (event) => <EventStatusBadge status={event.status} />,
    },
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(event) => String(event.id)}
      columns={columns}
      label={t('events.list.table')}
      minWidth={860}
      phone={false}
    />
  );
}
