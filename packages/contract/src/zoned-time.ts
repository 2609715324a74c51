/*
 * Wall-clock times in a named time zone (IANA, "Europe/London"), with the runtime's own Intl
 * data: an event or a match happens in its zone, so its times are shown and entered there
 * whatever the reader's zone. The one local-time-to-UTC rule for the console and the server.
 * A local date-time is written "YYYY-MM-DDTHH:mm", as an <input type="datetime-local"> holds it;
 * a day is "YYYY-MM-DD".
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(zone, format);
  }
  return format;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClock(ms: number, zone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partFormat(zone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** How far the zone's clocks are ahead of UTC at an instant, in minutes (London in summer: 60). */
export function offsetMinutes(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const c = wallClock(whole, zone);
  return Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - whole) / MINUTE_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const localOf = (c: WallClock) =>
  `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;

/** The local date-time of an ISO instant in a zone ("2026-03-14T10:00"); '' for no or an unreadable instant. */
export function toLocalInput(iso: string | null, zone: string): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  return localOf(wallClock(ms, zone));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A local date-time read as if it were UTC, in ms, and its day of the month; null when it is not written as one. */
function wallOf(local: string): { wall: number; day: number } | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { wall: Date.UTC(year, month - 1, day, hour, minute), day };
}

/**
 * The ISO instant of a local date-time in a zone, or null when it cannot be read. A time the
 * clocks skip (spring forward) is taken an hour later, as the clock on the wall would show it; a
 * time they pass twice (fall back) is the first of the two. An unknown zone throws a RangeError.
 */
export function fromLocalInput(local: string, zone: string): string | null {
  const read = wallOf(local);
  if (!read) return null;
  const { wall, day } = read;
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return null;
  // A zone changes its offset at most once within a day either side: try both offsets.
  const before = offsetMinutes(wall - DAY_MS, zone);
  const after = offsetMinutes(wall + DAY_MS, zone);
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((ms) => toLocalInput(new Date(ms).toISOString(), zone) === local.slice(0, 16))
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - before * MINUTE_MS).toISOString();
}

/** The day an instant falls on in a zone. */
export function dayInZone(ms: number, zone: string): string {
  return localOf(wallClock(ms, zone)).slice(0, 10);
}

/** The hour (0–23) on the zone's clocks at an instant. */
export function hourInZone(ms: number, zone: string): number {
  return wallClock(ms, zone).hour;
}

/** Moves a local date-time by whole minutes on the wall clock ("…T10:00" + 120 is "…T12:00"). */
export function addLocalMinutes(local: string, minutes: number): string {
  const read = wallOf(local);
  if (!read) return '';
  const d = new Date(read.wall + minutes * MINUTE_MS);
  return localOf({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  });
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When quiet hours (`from`–`to`, local "HH:MM" in `zone`; `from` after `to` spans midnight) that
 * hold at `ms` end, in ms; null when `ms` is outside them.
 */
export function quietHoursEnd(ms: number, zone: string, hours: { from: string; to: string }): number | null {
  const local = localOf(wallClock(ms, zone));
  const now = minutesOf(local.slice(11, 16));
  const [from, to] = [minutesOf(hours.from), minutesOf(hours.to)];
  const inside = from <= to ? now >= from && now < to : now >= from || now < to;
  if (!inside) return null;
  const end = fromLocalInput(addLocalMinutes(local, (to - now + 1440) % 1440), zone);
  return end === null ? null : Date.parse(end);
}
