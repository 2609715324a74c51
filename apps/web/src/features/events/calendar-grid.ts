import { dayInZone } from '../../lib/zoned-time.ts';

/*
 * The calendar's day arithmetic. Days are "YYYY-MM-DD" and counted on UTC dates, so no zone or
 * summer time shifts them; weeks start on Monday, as the organisation's (ISO) calendar does.
 */

export const CALENDAR_MODES = ['month', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

const DAY_MS = 86_400_000;
/** Past this many days an event is shown on its first days only (a season-long block). */
const LONGEST_SHOWN_DAYS = 62;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isDay = (value: string | undefined): value is string =>
  Boolean(value && DAY.test(value) && toDay(toMs(value)) === value);

export const addDays = (day: string, days: number) => toDay(toMs(day) + days * DAY_MS);

/** The Monday on or before a day. */
export function weekStart(day: string): string {
  const weekday = new Date(toMs(day)).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week a day is in. */
export const weekDays = (day: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

/** The weeks that show a day's month whole, each of seven days (some from the months either side). */
export function monthWeeks(day: string): string[][] {
  const first = `${day.slice(0, 8)}01`;
  const next = new Date(toMs(first));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(toDay(next.getTime()), -1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start <= last; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

/** The day a step back or on shows: a month (from its first day) or a week. */
export function shiftDay(day: string, mode: CalendarMode, step: number): string {
  if (mode === 'week') return addDays(day, 7 * step);
  const moved = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + step, 1));
  return toDay(moved.getTime());
}

/** The days on screen. */
export const visibleDays = (day: string, mode: CalendarMode) =>
  mode === 'week' ? weekDays(day) : monthWeeks(day).flat();

/**
 * The list query's days for what is on screen. The list filters on UTC days while each event sits
 * on its own zone's days, which are less than a day apart: a day more either side catches them all.
 */
export function queryRange(days: string[]): { from: string; to: string } {
  return { from: addDays(days[0]!, -1), to: addDays(days[days.length - 1]!, 1) };
}

type Timed = { startsAt: string; endsAt: string; timeZone: string };

/** The days an event covers on its own zone's clock; one that ends at midnight ends the day before. */
export function daysOf(event: Timed): string[] {
  const start = Date.parse(event.startsAt);
  const end = Math.max(start, Date.parse(event.endsAt) - 1);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const first = dayInZone(start, event.timeZone);
  const last = dayInZone(end, event.timeZone);
  const days = [first];
  while (days.length < LONGEST_SHOWN_DAYS && days[days.length - 1]! < last)
    days.push(addDays(days[days.length - 1]!, 1));
  return days;
}

/** The events on each of the days, in the order given (by start). */
export function eventsByDay<T extends Timed>(events: T[], days: string[]): Map<string, T[]> {
  const shown = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const event of events) {
    for (const day of daysOf(event)) shown.get(day)?.push(event);
  }
  return shown;
}
