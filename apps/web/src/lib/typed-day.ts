import dayjs from 'dayjs';

// Arabic-Indic and Eastern Arabic-Indic digits: their code points end in the digit's value.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day, month (a name or a number) and a four-digit year, as a person types or reads them.
const DAY_MONTH_YEAR = /^(\d{1,2})[\s/.,-]+([\p{L}\p{M}.]+|\d{1,2})[\s/.,-]+(\d{4})$/u;

const monthNames = new Map<string, string[][]>();
/** The month names of a dayjs locale, long and short, lower case, January first. */
function monthsOf(locale: string): string[][] {
  let names = monthNames.get(locale);
  if (!names) {
    names = Array.from({ length: 12 }, (_, month) => {
      const first = dayjs(new Date(2000, month, 1)).locale(locale);
      return [first.format('MMMM'), first.format('MMM')].map((name) => name.toLocaleLowerCase());
    });
    monthNames.set(locale, names);
  }
  return names;
}

function monthNumber(word: string, locale: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const typed = word.replace(/\.$/, '').toLocaleLowerCase();
  const index = [locale, 'en'].reduce<number>(
    (found, names) => (found >= 0 ? found : monthsOf(names).findIndex((month) => month.includes(typed))),
    -1,
  );
  return index >= 0 ? index + 1 : null;
}

function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The day a person typed, as yyyy-mm-dd, or null while it is not one yet: '2026-03-05', or day,
 * month and year as shown ('05 Mar 2026', '5 March 2026', '٠٥ مارس ٢٠٢٦') or as written in the
 * UK ('05/03/2026'), in any digits. Only a whole day counts, so a half-typed one changes nothing.
 */
export function parseTypedDay(typed: string, locale: string): string | null {
  const text = typed.trim().replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
  const iso = ISO_DAY.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = DAY_MONTH_YEAR.exec(text);
  if (!parts?.[2]) return null;
  const month = monthNumber(parts[2], locale);
  return month === null ? null : dayOf(Number(parts[3]), month, Number(parts[1]));
}
