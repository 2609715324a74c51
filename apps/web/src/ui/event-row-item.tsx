import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry } from '@fieldhouse/contract';
import { EventStatusBadge } from './event-badges.tsx';
import { EventWhen } from './event-when.tsx';
import { RowListItem } from './row-list.tsx';

type EventRowItemProps = {
  event: Pick<EventEntry, 'title' | 'status' | 'startsAt' | 'endsAt' | 'timeZone'>;
  /** Where its title leads (the event's page, or a tournament's). */
  to: string;
  titleSize?: 'sm';
  /** What else the row says under its time. */
  children: ReactNode;
};

/** An event as a block of a phone's list: its title and status, when it is, then its facts. */
export function EventRowItem({ event, to, titleSize, children }: EventRowItemProps) {
  return (
    <RowListItem
      align="start"
      title={
        <Anchor component={Link} to={to} fw={600} size={titleSize}>
          {event.title}
        </Anchor>
      }
      trailing={<EventStatusBadge status={event.status} />}
    >
      <EventWhen startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
      {children}
    </RowListItem>
  );
}
