import { Menu, Text } from '@mantine/core';
import { IconCheck, IconTicket, IconUserOff, IconX } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { EventEntry, Registration, RegistrationStatus, StaffMoveRequest } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { actionsColumn, DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { RowActionsMenu } from '../../../ui/row-actions-menu.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { formatInZone, relativeTime } from '../../../lib/zoned-format.ts';
import { RegistrationStatusBadge } from '../../../ui/event-badges.tsx';

export type StaffMove = StaffMoveRequest['status'];

/** What staff may do from each status, as the server allows it; a cancelled event allows nothing. */
export const MOVES_FROM: Record<RegistrationStatus, StaffMove[]> = {
  registered: ['attended', 'absent', 'cancelled'],
  attended: ['absent', 'registered', 'cancelled'],
  absent: ['attended', 'registered', 'cancelled'],
  waitlisted: ['registered', 'cancelled'],
  offered: ['registered', 'cancelled'],
  declined: [],
  cancelled: [],
};

const ICON: Record<StaffMove, Icon> = {
  attended: IconCheck,
  absent: IconUserOff,
  registered: IconTicket,
  cancelled: IconX,
};

type RegistrationsTableProps = {
  event: EventEntry;
  items: Registration[];
  /** Holders of event.attendance get a menu on each row. */
  actionable: boolean;
  onMove: (registration: Registration, to: StaffMove) => void;
};

/** A page of an event's registrations in the order they came; the waitlist shows each place. */
export function RegistrationsTable({ event, items, actionable, onMove }: RegistrationsTableProps) {
  const { t, language } = useT();
  const now = useNow();
  const none = t('events.none');
  const columns: DataColumn<Registration>[] = [
    {
      key: 'name',
      header: t('eventRegistrations.column.name'),
      phone: 'title',
      cell: (registration) => (
        <>
          <Text size="sm" fw={500}>
            {registration.fullName}
          </Text>
          <Text size="xs" c="dimmed" fw={400}>
            <bdi dir="ltr">@{registration.userName}</bdi>
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('eventRegistrations.column.status'),
      phone: 'aside',
      cell: (registration) => <RegistrationStatusBadge status={registration.status} />,
    },
    {
      key: 'place',
      header: t('eventRegistrations.column.place'),
      cell: ({ position }) => (position === null ? none : t('eventRegistrations.place', { place: position })),
    },
    {
      key: 'deadline',
      header: t('eventRegistrations.column.deadline'),
      cell: ({ offerExpiresAt }) =>
        offerExpiresAt ? (
          <>
            <Text size="sm">{formatInZone(offerExpiresAt, event.timeZone, language)}</Text>
            <Text size="xs" c="dimmed">
              {relativeTime(offerExpiresAt, now, language)}
            </Text>
          </>
        ) : (
          none
        ),
    },
    {
      key: 'registeredBy',
      header: t('eventRegistrations.column.registeredBy'),
      cell: (registration) => registration.registeredBy ?? t('eventRegistrations.themself'),
    },
  ];
  if (actionable) {
    columns.push(
      actionsColumn(t('eventRegistrations.column.actions'), (registration) => (
        <RowActions
          registration={registration}
          moves={event.status === 'cancelled' ? [] : MOVES_FROM[registration.status]}
          onMove={(to) => onMove(registration, to)}
        />
      )),
    );
  }
  return (
    <DataTable
      rows={items}
      rowKey={(registration) => String(registration.id)}
      columns={columns}
      label={t('eventRegistrations.table')}
      minWidth={720}
    />
  );
}

function RowActions({
  registration,
  moves,
  onMove,
}: {
  registration: Registration;
  moves: StaffMove[];
  onMove: (to: StaffMove) => void;
}) {
  const { t } = useT();
  if (moves.length === 0) return null;
  // From attended or absent, "registered" undoes the mark; from the waitlist it gives a place.
  const word = (to: StaffMove) =>
    to === 'registered' && (registration.status === 'attended' || registration.status === 'absent')
      ? t('eventRegistrations.move.back')
      : t(`eventRegistrations.move.${to}`);
  return (
    <RowActionsMenu label={t('eventRegistrations.actionsFor', { name: registration.fullName })}>
      {moves.map((to) => {
        const Glyph = ICON[to];
        return (
          <Menu.Item
            key={to}
            color={to === 'cancelled' ? 'red' : undefined}
            leftSection={<Glyph size={16} aria-hidden />}
            onClick={() => onMove(to)}
          >
            {word(to)}
          </Menu.Item>
        );
      })}
    </RowActionsMenu>
  );
}
