import { Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconTicket, IconUserOff, IconX } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { EventEntry, Registration, RegistrationStatus, StaffMoveRequest } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table stickyHeader verticalSpacing="sm" striped aria-label={t('eventRegistrations.table')}>
        <Table.Thead>
          <Table.Tr>
            {(['name', 'status', 'place', 'deadline', 'registeredBy'] as const).map((column) => (
              <Table.Th key={column} scope="col">
                {t(`eventRegistrations.column.${column}`)}
              </Table.Th>
            ))}
            {actionable && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('eventRegistrations.column.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((registration) => (
            <Table.Tr key={registration.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {registration.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi dir="ltr">@{registration.userName}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>
                <RegistrationStatusBadge status={registration.status} />
              </Table.Td>
              <Table.Td>
                {registration.position === null
                  ? t('events.none')
                  : t('eventRegistrations.place', { place: registration.position })}
              </Table.Td>
              <Table.Td>
                {registration.offerExpiresAt ? (
                  <>
                    <Text size="sm">
                      {formatInZone(registration.offerExpiresAt, event.timeZone, language)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {relativeTime(registration.offerExpiresAt, now, language)}
                    </Text>
                  </>
                ) : (
                  t('events.none')
                )}
              </Table.Td>
              <Table.Td>{registration.registeredBy ?? t('eventRegistrations.themself')}</Table.Td>
              {actionable && (
                <Table.Td w={48}>
                  <RowActions
                    registration={registration}
                    moves={event.status === 'cancelled' ? [] : MOVES_FROM[registration.status]}
                    onMove={(to) => onMove(registration, to)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
