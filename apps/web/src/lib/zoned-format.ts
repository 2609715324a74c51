/*
 * Dates and times of something that happens in a time zone (an event), shown on that zone's
 * clock in the reader's language. English reads day-month-year on a 24-hour clock, as the rest
 * of the console does (lib/format.ts).
 */

/** The locale dates are written in for a console language. */
export const dateLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${zone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

// A 24-hour clock in every language, as the console's other times (lib/format.ts).
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...CLOCK,
};

/** From one instant to another on the zone's clock: "Sat 14 Mar 2026, 10:00–16:00". */
export function formatRangeInZone(startIso: string, endIso: string, zone: string, language: string): string {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return `${startIso} – ${endIso}`;
  const shown = format(language, zone, WHEN);
  return end > start ? shown.formatRange(start, end) : shown.format(start);
}

/** One instant on the zone's clock: "Sat 14 Mar 2026, 10:00". */
export function formatInZone(iso: string, zone: string, language: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : format(language, zone, WHEN).format(ms);
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/** The day alone, on the zone's clock: "Sat 14 Mar 2026". */
export function formatDayInZone(iso: string, zone: string, language: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : format(language, zone, DAY).format(ms);
}

/** The time of day alone, on the zone's clock: "10:00". */
export function formatTimeInZone(iso: string, zone: string, language: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : format(language, zone, CLOCK).format(ms);
}

// Seconds in each unit, the largest first; a month is 30 days here, a deadline is never further.
const UNITS: [size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [2_592_000, 'month'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/**
 * How far an instant is from now, in the largest unit it holds at least twice (or one day, hour,
 * minute): "in 47 hours", "in 3 days", "5 minutes ago"; under a minute, "now".
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const seconds = Math.round((ms - now) / 1000);
  const size = Math.abs(seconds);
  const words = new Intl.RelativeTimeFormat(dateLocale(language), { numeric: 'auto' });
  for (const [unit, name] of UNITS) {
    if (size >= unit * (name === 'minute' ? 1 : 2)) return words.format(Math.trunc(seconds / unit), name);
  }
  return words.format(0, 'second');
}

/**
 * A time zone by its name in the reader's language ("UK time", "توقيت المملكة المتحدة"), from the
 * browser's own list; its identifier ("Europe/London") only where the browser has no name for it.
 */
export function zoneName(zone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(dateLocale(language), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(Date.now());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone.replace(/_/g, ' ');
  } catch {
    return zone.replace(/_/g, ' ');
  }
}
