// A month is 2,629,746 s and a year 31,556,926 s (their average lengths).
const UNITS: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3_600, 60, 'minute'],
  [86_400, 3_600, 'hour'],
  [2_629_746, 86_400, 'day'],
  [31_556_926, 2_629_746, 'month'],
  [Infinity, 31_556_926, 'year'],
];

/** How long ago a UTC instant was, in the largest whole unit: "5 minutes ago", "2 days ago". */
export function dayAgo(isoUtc: string, now = Date.now(), locale?: string): string {
  const then = Date.parse(isoUtc);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  const [, size, unit] = UNITS.find(([limit]) => seconds < limit) ?? UNITS[UNITS.length - 1]!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(seconds / size), unit);
}
