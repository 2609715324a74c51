import { Box, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { EventEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { dateLocale, formatTimeInZone } from '../../../lib/zoned-format.ts';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { daysOf } from '../calendar-grid.ts';
import classes from '../calendar.module.css';

type ByDay = Map<string, EventEntry[]>;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A day's name in the reader's language ("Saturday 14 March 2026"), from its UTC date. */
export function dayName(day: string, language: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone: 'UTC' }).format(dayMs(day));
}

/** One event on a day: its start time on its first day, its title, a link to its page. */
function EventLink({ event, day }: { event: EventEntry; day: string }) {
  const { language } = useT();
  const first = daysOf(event)[0] === day;
  // The title is written in any language: the line takes its direction (an English title in an
  // Arabic page reads, and is cut, left to right), the time leading it either way.
  return (
    <Link
      to={`/event/${event.id}`}
      className={`${classes.event} ${event.status === 'cancelled' ? classes.cancelled : ''}`}
      title={event.title}
      dir="auto"
    >
      {first && (
        <>
          <bdi>{formatTimeInZone(event.startsAt, event.timeZone, language)}</bdi>{' '}
        </>
      )}
      {event.title}
    </Link>
  );
}

function DayEvents({ events, day }: { events: EventEntry[]; day: string }) {
  if (events.length === 0) return null;
  return (
    <ul className={classes.events}>
      {events.map((event) => (
        <li key={event.id}>
          <EventLink event={event} day={day} />
        </li>
      ))}
    </ul>
  );
}

type GridProps = { weeks: string[][]; byDay: ByDay; month: string | null; today: string; label: string };

/** The month or week as a table: a column for each weekday, a cell for each day with its events. */
export function CalendarGrid({ weeks, byDay, month, today, label }: GridProps) {
  const { language } = useT();
  return (
    <Table
      className={`${classes.grid} ${weeks.length === 1 ? classes.week : ''}`}
      withTableBorder={false}
      withRowBorders
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          {weeks[0]!.map((day) => (
            <Table.Th key={day} scope="col" ta="center">
              <span aria-hidden>{dayName(day, language, { weekday: 'short' })}</span>
              <VisuallyHidden>{dayName(day, language, { weekday: 'long' })}</VisuallyHidden>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((day) => {
              const outside = month !== null && !day.startsWith(month);
              return (
                <Table.Td
                  key={day}
                  className={`${classes.day} ${outside ? classes.outside : ''} ${day === today ? classes.today : ''}`}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <time dateTime={day} className={classes.number}>
                    <span aria-hidden>{dayName(day, language, { day: 'numeric' })}</span>
                    <VisuallyHidden>
                      {dayName(day, language, { day: 'numeric', month: 'long' })}
                    </VisuallyHidden>
                  </time>
                  <DayEvents events={byDay.get(day) ?? []} day={day} />
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type AgendaProps = { days: string[]; byDay: ByDay; withEmptyDays: boolean; nothing: string };

/** On a phone: the days one under another, each headed by its name, with its events. */
export function CalendarAgenda({ days, byDay, withEmptyDays, nothing }: AgendaProps) {
  const { language } = useT();
  const shown = days.filter((day) => withEmptyDays || (byDay.get(day)?.length ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="lg" pb="lg">
        {nothing}
      </Text>
    );
  }
  return (
    <Box px="lg" pb="lg">
      <RowList rules="none" gap="sm" px={0} py={0}>
        {shown.map((day) => (
          <RowListItem
            key={day}
            gap={0}
            title={
              <Title order={3} size="h6" mb={4}>
                <time dateTime={day}>
                  {dayName(day, language, { weekday: 'long', day: 'numeric', month: 'long' })}
                </time>
              </Title>
            }
          >
            <DayEvents events={byDay.get(day) ?? []} day={day} />
          </RowListItem>
        ))}
      </RowList>
    </Box>
  );
}
