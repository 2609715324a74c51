import {
  SEEDED_ROLES,
  loadExportWords,
  offsetMinutes,
  type ExportLanguage,
  type ExportWords,
  type SeededRole,
} from '@fieldhouse/contract';

/*
 * The cells of a CSV file as a person who opens it in a spreadsheet (Excel, LibreOffice, Numbers)
 * should see them: words in the reader's language, times on the organisation's clock, phone
 * numbers as typed. Every export (directory, registrations, audit trail) words its cells here.
 */

export type { ExportLanguage };

/** Who a file is made for: the words of their language, and the zone its times are written in. */
export type Sheet = { language: ExportLanguage; words: ExportWords; zone: string };

export const sheetOf = async (language: ExportLanguage, zone: string): Promise<Sheet> => ({
  language,
  words: (await loadExportWords())[language],
  zone,
});

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// A million rows each asking Intl would be slow: a UTC day whose offset is the same at its start
// and its end (every day but the clocks' change) is asked twice, once, and remembered.
const dayOffsets = new Map<string, number | null>();
function offsetAt(ms: number, zone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${zone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = offsetMinutes(day * DAY_MS, zone);
    offset = start === offsetMinutes((day + 1) * DAY_MS - MINUTE_MS, zone) ? start : null;
    if (dayOffsets.size > 50_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? offsetMinutes(ms, zone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as `YYYY-MM-DD HH:mm` on the organisation's clock: the form every spreadsheet reads
 * as a date and time in any locale (an ISO string with `T…Z` stays text, in UTC).
 */
export function timeCell(at: number | string | null, zone: string): string | null {
  if (at === null) return null;
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + offsetAt(ms, zone) * MINUTE_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A calendar day (a date of birth) as `YYYY-MM-DD`, which has no time of day and no zone. */
export const dayCell = (day: string | null): string | null => day?.slice(0, 10) ?? null;

/**
 * LEFT-TO-RIGHT MARK (U+200E): invisible, and not a digit, a sign or a space.
 */
const LRM = '\u200E';

/**
 * A phone number as typed (`+447700900123`). Written bare, Excel and LibreOffice read it as the
 * number 447700900123 (shown 4.477E+11, the `+` and any leading 0 lost) and a `+` or `=` start
 * could run as a formula. A left-to-right mark in front keeps it text in both (a number cannot
 * start with it), shows nothing, and makes the cell read left to right, so the `+` stays in front
 * in an Arabic sheet too. `="+44…"` would show the same in Excel but is a formula, and a `'` in
 * front shows as a quote in LibreOffice and Excel's CSV import.
 */
export const phoneCell = (phone: string | null): string | null => (phone ? `${LRM}${phone}` : null);

/** Several values in one cell, in the reader's words. */
export const listCell = (sheet: Sheet, values: readonly string[]): string | null =>
  values.length > 0 ? values.join(sheet.words.listSeparator) : null;

/**
 * A role's name as the console shows it: a seeded role still under its seeded name in the
 * reader's words; one staff renamed, or made, as it was written.
 */
export function roleWords(sheet: Sheet, key: string | null, name: string): string {
  const seeded = key !== null && key in SEEDED_ROLES ? (key as SeededRole) : null;
  return seeded && SEEDED_ROLES[seeded].name === name ? sheet.words.roles[seeded] : name;
}
