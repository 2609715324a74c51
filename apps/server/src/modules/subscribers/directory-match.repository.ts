import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { AGE_BANDS, type DirectoryFilter } from '@fieldhouse/contract';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import { SEARCH_TEXT } from '../../db/migrations/20270105090000_subscriber_directory.ts';
import { birthKey, type SortName } from './directory-order.repository.ts';

// What a directory read matches: the search words and the filters, as conditions on `users`.

const DAY_MS = 86_400_000;

/** The filters, without the search words, as one condition. */
function filterCondition(filter: DirectoryFilter, isdCode: string | null | undefined, now: number) {
  const parts: Condition[] = [];
  const inList = (column: string, values: number[]) => sql`${sql.ref(column)} in (${sql.join(values)})`;
  if (filter.status) parts.push(on('status', inList('users.status', filter.status)));
  if (filter.role) parts.push(on(null, inList('users.role_id', filter.role)));
  if (filter.sport) parts.push(on(null, inList('users.sport_id', filter.sport)));
  if (filter.gender) parts.push(on(null, sql`${sql.ref('users.gender')} = ${filter.gender}`));
  if (isdCode !== undefined) parts.push(on(null, sql`${sql.ref('users.isd_code')} = ${isdCode ?? ''}`));
  if (filter.age) {
    const [youngest, oldest] = AGE_BANDS[filter.age];
    // Born on or before the day that makes them `youngest`, after the day that makes them `oldest + 1`.
    parts.push(on('age', sql`${birthKey} > ${oldest === null ? '' : birthdayYearsAgo(now, oldest + 1)}`));
    if (youngest !== null) parts.push(on('age', sql`${birthKey} <= ${birthdayYearsAgo(now, youngest)}`));
  }
  if (filter.from)
    parts.push(on('joined', sql`${sql.ref('users.created_at')} >= ${Date.parse(filter.from)}`));
  if (filter.to)
    parts.push(on('joined', sql`${sql.ref('users.created_at')} < ${Date.parse(filter.to) + DAY_MS}`));
  return parts;
}

/** The date, as stored (YYYY-MM-DD), `years` before today. */
function birthdayYearsAgo(now: number, years: number): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * The search words as conditions. Three letters or more are matched anywhere in a name, user
 * name, e-mail or number (the trigram indexes); a shorter word matches the start of the name or
 * the user name. A phone number in any format searches its digits without leading zeros.
 */
function searchCondition(db: DbOrTrx, q: string | undefined): Condition[] {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const long = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const parts: Condition[] = [];
  if (long.length > 0) {
    if (isPostgres(db)) {
      for (const word of long)
        parts.push(on(null, sql`(${sql.raw(SEARCH_TEXT)}) like ${`%${escapeLike(word)}%`}`));
    } else {
      const match = long.map((w) => `"${w.replaceAll('"', '""')}"`).join(' ');
      parts.push(
        on(
          null,
          sql`${sql.ref('users.id')} in (select rowid from users_search where users_search match ${match})`,
        ),
      );
    }
  }
  for (const word of short) {
    const name = isPostgres(db)
      ? sql`lower(${sql.ref('users.full_name')}) collate "C"`
      : sql`lower(${sql.ref('users.full_name')})`;
    parts.push(on('name', sql`(${name} >= ${word} and ${name} < ${`${word}\uffff`})`));
  }
  return parts;
}

/** Lower-cased words; a phone number (digits and `+ - ( ) .` only) becomes one word of its digits. */
export function searchWords(q: string | undefined): string[] {
  const text = (q ?? '').trim().toLowerCase();
  if (!text) return [];
  if (/^[+\d\s().-]+$/.test(text) && /\d{3}/.test(text.replace(/\D/g, ''))) {
    const digits = text.replace(/\D/g, '').replace(/^0+/, '');
    return digits ? [digits] : [];
  }
  return text.split(/\s+/).filter(Boolean).slice(0, 6);
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a directory read matches: the search and filters as of `now`. */
export type Matching = {
  filter: DirectoryFilter;
  /** The calling code the country filter means: undefined for no country filter, null for one nobody has. */
  isdCode: string | null | undefined;
  now: number;
};

/** A condition, and the order whose index it ranges over (null: none of theirs). */
type Condition = { part: RawBuilder<unknown>; sortedBy: SortName | null };
const on = (sortedBy: SortName | null, part: RawBuilder<unknown>): Condition => ({ part, sortedBy });

/**
 * Every condition of the search and the filters. With `shieldedFor`, each one SQLite could
 * otherwise start from is wrapped in a no-op `+` — except a range over that order's own index.
 */
export function conditions(db: DbOrTrx, read: Matching, shieldedFor?: SortName | 'all') {
  return conditionsOf(db, read).map(({ part, sortedBy }) =>
    shieldedFor && sortedBy !== shieldedFor ? sql`+(${part})` : part,
  );
}

/** The conditions that are a range over the order's own index, and the others. */
export function conditionsBy(db: DbOrTrx, read: Matching, order: SortName) {
  const parts = conditionsOf(db, read);
  return {
    onOrder: parts.filter((c) => c.sortedBy === order).map((c) => c.part),
    others: parts.filter((c) => c.sortedBy !== order).map((c) => c.part),
  };
}

const conditionsOf = (db: DbOrTrx, read: Matching) => [
  ...searchCondition(db, read.filter.q),
  ...filterCondition(read.filter, read.isdCode, read.now),
];

export const whereAll = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  parts: RawBuilder<unknown>[],
) => parts.reduce((q, part) => q.where(part as Expression<SqlBool>), query);
