import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { AGE_BANDS, MAX_INTEGER, type DirectoryFilter, type DirectorySort } from '@fieldhouse/contract';
import { readCursor, type Boundary } from '../../platform/cursor.ts';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { SEARCH_TEXT } from '../../db/migrations/20270105090000_subscriber_directory.ts';

/*
 * The directory's reads at a million rows. Every order is an index ending in the id
 * (migration subscriber_directory), so a page is one range of one index: `(key, id) > (last)`.
 * How a page is read depends on how many match, which is counted first (up to FEW):
 * - few: their ids are gathered from the search index (or a filter's own index) and sorted;
 * - many: the order's index is walked and each row checked, which stops after one page because
 *   matches are dense.
 * Either way no plan reads more than a few thousand rows, whatever the planner guesses.
 */

/** Up to this many matches, a page sorts them all (and says exactly how many); past it, it walks the order's index. */
export const FEW = 500;
const DAY_MS = 86_400_000;

type Users = SelectQueryBuilder<Database, 'users', object>;
/** `max`: the largest value the sort column holds, where it is smaller than any safe integer. */
type Key = { expression: RawBuilder<unknown>; index: string; type: 'text' | 'number'; max?: number };

/** The key each order walks, and the index that holds it. */
type SortName = 'name' | 'joined' | 'age' | 'status';

function sortKey(db: DbOrTrx, sort: DirectorySort): Key & { descending: boolean; name: SortName } {
  const name = sort.replace('-', '') as SortName;
  return { ...keyOf(db, name, sort.startsWith('-')), name };
}

function keyOf(db: DbOrTrx, name: SortName, reversed: boolean): Key & { descending: boolean } {
  switch (name) {
    case 'name':
      return {
        expression: isPostgres(db)
          ? sql`lower(${sql.ref('users.full_name')}) collate "C"`
          : sql`lower(${sql.ref('users.full_name')})`,
        index: 'users_directory_name',
        type: 'text',
        descending: reversed,
      };
    case 'joined':
      // Newest first reads best as the plain order, so `joined` is newest first.
      return {
        expression: sql`${sql.ref('users.created_at')}`,
        index: 'users_directory_joined',
        type: 'number',
        descending: !reversed,
      };
    case 'age':
      // Youngest first is the latest birthday first; unknown birthdays ('') come last.
      return { expression: birthKey, index: 'users_directory_birth', type: 'text', descending: !reversed };
    case 'status':
      return {
        expression: sql`${sql.ref('users.status')}`,
        index: 'users_directory_status',
        type: 'number',
        max: MAX_INTEGER,
        descending: reversed,
      };
  }
}

const birthKey = sql`coalesce(${sql.ref('users.date_of_birth')}, '')`;

/** A page boundary: the last row's sort value and id. */
export type Cursor = Boundary;

/** The cursor an answer gave for this order, or null for anything else. */
export function decodeCursor(db: DbOrTrx, sort: DirectorySort, text: string): Cursor | null {
  const key = sortKey(db, sort);
  return readCursor(text, key.type === 'text' ? 'string' : 'number', key.max);
}

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

export type DirectoryRead = {
  filter: DirectoryFilter;
  /** The calling code the country filter means: undefined for no country filter, null for one nobody has. */
  isdCode: string | null | undefined;
  sort: DirectorySort;
  cursor: Cursor | null;
  limit: number;
  now: number;
};

type Matching = Pick<DirectoryRead, 'filter' | 'isdCode' | 'now'>;

/** A condition, and the order whose index it ranges over (null: none of theirs). */
type Condition = { part: RawBuilder<unknown>; sortedBy: SortName | null };
const on = (sortedBy: SortName | null, part: RawBuilder<unknown>): Condition => ({ part, sortedBy });

/**
 * Every condition of the search and the filters. With `shieldedFor`, each one SQLite could
 * otherwise start from is wrapped in a no-op `+` — except a range over that order's own index.
 */
function conditions(db: DbOrTrx, read: Matching, shieldedFor?: SortName | 'all') {
  const parts = [
    ...searchCondition(db, read.filter.q),
    ...filterCondition(read.filter, read.isdCode, read.now),
  ];
  return parts.map(({ part, sortedBy }) =>
    shieldedFor && sortedBy !== shieldedFor ? sql`+(${part})` : part,
  );
}

const whereAll = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  parts: RawBuilder<unknown>[],
) => parts.reduce((q, part) => q.where(part as Expression<SqlBool>), query);

/** How many match, counting no further than `cap` + 1. */
export async function countMatches(db: DbOrTrx, read: Matching, cap: number) {
  const parts = conditions(db, read);
  const inner = whereAll(db.selectFrom('users').select(sql`1`.as('one')), parts).limit(cap + 1);
  const row = await db
    .selectFrom(inner.as('hits'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const SAMPLE_WINDOWS = 8;
const SAMPLE_WINDOW = 512;

/**
 * About how many match, once more than the cap do: the share of matches among 8 evenly spread
 * runs of ids, times the ids in use. Counting them all can read most of the table; the sample
 * reads 4,096 rows by their key, and follows sign-up time because ids do.
 */
export async function estimateMatches(db: DbOrTrx, read: Matching, atLeast: number) {
  // Two reads: SQLite answers min() or max() alone from the key, but scans the table for both at once.
  const [first, last] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .executeTakeFirstOrThrow(),
  ]);
  const low = Number(first.id ?? 0);
  const ids = Number(last.id ?? 0) - low + 1;
  const step = Math.floor(ids / SAMPLE_WINDOWS);
  if (step <= SAMPLE_WINDOW * 2) {
    const query = whereAll(
      db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')),
      conditions(db, read),
    );
    return { count: Number((await query.executeTakeFirstOrThrow()).n), exact: true };
  }
  const starts = Array.from({ length: SAMPLE_WINDOWS }, (_, i) => low + i * step);
  // Literal whole numbers, so PostgreSQL types them. A join on the runs reads each by its key; an OR of ranges would read the whole table on SQLite.
  const runs = sql<{ column1: number; column2: number }>`(values ${sql.join(
    starts.map((start) => sql`(${sql.lit(start)}, ${sql.lit(start + SAMPLE_WINDOW - 1)})`),
  )})`;
  // The sampled rows are set apart first, so neither planner starts from a search or filter index.
  const sampled = await whereAll(
    db
      .with(
        (cte) => cte('sample').materialized(),
        (w) =>
          w
            .selectFrom(runs.as('runs'))
            .innerJoin('users', (join) =>
              join.on(sql<SqlBool>`${sql.ref('users.id')} between runs.column1 and runs.column2`),
            )
            .selectAll('users'),
      )
      .selectFrom('sample as users' as 'users')
      .select((eb) => eb.fn.countAll<number | string>().as('n')),
    conditions(db, read),
  ).executeTakeFirstOrThrow();
  const estimate = Math.round((Number(sampled.n) / (SAMPLE_WINDOWS * SAMPLE_WINDOW)) * ids);
  return { count: Math.max(estimate, atLeast), exact: false };
}

/** One page in the order asked for; `few` chooses the plan (see the top of this file). */
export async function readPage(db: DbOrTrx, read: DirectoryRead, few: boolean) {
  const pg = isPostgres(db);
  const key = sortKey(db, read.sort);
  const direction = key.descending ? 'desc' : 'asc';
  // SQLite takes the plan from which expressions match an index, so the other side is shielded
  // with a no-op `+`: many matches walk the order's index, few are gathered by their filters.
  const sortBy = !pg && few ? sql`+${key.expression}` : key.expression;
  const matching = conditions(db, read, !pg && !few ? key.name : undefined);
  const boundary = read.cursor
    ? [
        sql`(${sortBy}, ${sql.ref('users.id')}) ${sql.raw(key.descending ? '<' : '>')} (${read.cursor.value}, ${read.cursor.id})`,
      ]
    : [];
  const page = (query: Users) =>
    whereAll(query, boundary)
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .leftJoin('sports', 'sports.id', 'users.sport_id')
      .select([
        'users.id',
        'users.public_id',
        'users.full_name',
        'users.user_name',
        'users.mobile_e164',
        'users.email',
        'users.status',
        'users.gender',
        'users.date_of_birth',
        'users.isd_code',
        'users.profile_image',
        'users.created_at',
        'roles.name as role_name',
        'roles.key as role_key',
        'sports.name as sport',
        key.expression.as('sort_value'),
      ])
      .orderBy(sortBy, direction)
      .orderBy('users.id', direction)
      .limit(read.limit + 1);
  if (pg && few) {
    // PostgreSQL's planner guesses rare words to be common and walks an index for seconds;
    // a materialised set of the matches cannot be walked.
    return db
      .with(
        (cte) => cte('matches').materialized(),
        (w) => whereAll(w.selectFrom('users').select('users.id'), matching),
      )
      .selectFrom('users')
      .where('users.id', 'in', sql<number>`(select id from matches)`)
      .$call((q) => page(q as unknown as Users))
      .execute();
  }
  return page(whereAll(db.selectFrom('users'), matching)).execute();
}
