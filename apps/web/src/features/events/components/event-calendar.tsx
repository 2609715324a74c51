import { useMemo } from 'react';
import { ActionIcon, Box, Button, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
// Arrows rather than chevrons: the shell's chevrons would be split into a chunk of their own.
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { EventListQuery } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNow } from '../../../lib/use-now.ts';
import { browserTimeZone, dayInZone } from '../../../lib/zoned-time.ts';
import { Alert } from '../../../ui/alert.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { useCalendarEvents } from '../api/use-events.ts';
import {
  CALENDAR_MODES,
  eventsByDay,
  monthWeeks,
  queryRange,
  shiftDay,
  visibleDays,
  weekDays,
  type CalendarMode,
} from '../calendar-grid.ts';
import { CalendarAgenda, CalendarGrid, dayName } from './calendar-views.tsx';

type EventCalendarProps = {
  /** The filters besides the days (kind, status, sport, venue, title). */
  filters: EventListQuery;
  mode: CalendarMode;
  day: string;
  onMove: (next: { mode?: CalendarMode; day?: string }) => void;
};

/** The events of a month or a week, read from the list with its days set to those on screen. */
export function EventCalendar({ filters, mode, day, onMove }: EventCalendarProps) {
  const { t, language } = useT();
  const days = useMemo(() => visibleDays(day, mode), [day, mode]);
  const range = queryRange(days);
  const list = useCalendarEvents({ ...filters, ...range });
  const byDay = useMemo(() => eventsByDay(list.data?.items ?? [], days), [list.data, days]);
  const today = dayInZone(useNow(), browserTimeZone());
  const weeks = mode === 'week' ? [weekDays(day)] : monthWeeks(day);
  const heading =
    mode === 'month'
      ? dayName(day, language, { month: 'long', year: 'numeric' })
      : t('events.calendar.weekOf', {
          first: dayName(days[0]!, language, { day: 'numeric', month: 'short' }),
          last: dayName(days[6]!, language, { day: 'numeric', month: 'short', year: 'numeric' }),
        });
  const empty = list.data && list.data.items.length === 0;
  const step = (by: number) => onMove({ day: shiftDay(day, mode, by) });

  return (
    <Card p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="sm" gap="sm">
        <Title order={2} size="h4" aria-live="polite">
          {heading}
        </Title>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(
              mode === 'month' ? 'events.calendar.previousMonth' : 'events.calendar.previousWeek',
            )}
            onClick={() => step(-1)}
          >
            <IconArrowLeft size={18} aria-hidden className="fh-mirror-rtl" />
          </ActionIcon>
          <Button variant="default" onClick={() => onMove({ day: today })}>
            {t('events.calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(mode === 'month' ? 'events.calendar.nextMonth' : 'events.calendar.nextWeek')}
            onClick={() => step(1)}
          >
            <IconArrowRight size={18} aria-hidden className="fh-mirror-rtl" />
          </ActionIcon>
          <SegmentedControl
            aria-label={t('events.calendar.mode')}
            value={mode}
            onChange={(value) => onMove({ mode: value })}
            data={CALENDAR_MODES.map((value) => ({ value, label: t(`events.calendar.${value}`) }))}
          />
        </Group>
      </Group>
      <ListStates
        list={list}
        loadingLabel={t('events.calendar.loading')}
        failureTitle={t('events.calendar.failed')}
      />
      {list.data?.more && (
        <Box px="lg" pb="sm">
          <Alert type="info">{t('events.calendar.truncated', { count: list.data.items.length })}</Alert>
        </Box>
      )}
      {empty && (
        <Text size="sm" c="dimmed" px="lg" pb="sm" role="status">
          {t('events.calendar.nothing')} {t('events.calendar.nothingHint')}
        </Text>
      )}
      {list.data && (
        <>
          <Box visibleFrom="sm" px="xs" pb="xs">
            <CalendarGrid
              weeks={weeks}
              byDay={byDay}
              month={mode === 'month' ? day.slice(0, 7) : null}
              today={today}
              label={heading}
            />
          </Box>
          <Box hiddenFrom="sm">
            <CalendarAgenda
              days={mode === 'month' ? days.filter((d) => d.startsWith(day.slice(0, 7))) : days}
              byDay={byDay}
              withEmptyDays={mode === 'week'}
              nothing={t('events.calendar.nothing')}
            />
          </Box>
        </>
      )}
    </Card>
  );
}
