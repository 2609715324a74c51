import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DirectorySort } from '@fieldhouse/contract';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { accountColumns } from '../../platform/users.repository.ts';
import { conditions, conditionsBy, whereAll, type Matching } from './directory-match.repository.ts';
import { sortKey, type Cursor } from './directory-order.repository.ts';

export { decodeCursor, type Cursor } from './directory-order.repository.ts';

/*
 * The directory's reads at a million rows. Every order is an index ending in the id
 * (migration subscriber_directory), so a page is one range of one index: `(key, id) > (last)`.
 * How a page is read depends on how many match, which is counted first (up to FEW):
 * - few: their ids are gathered from the search index (or a filter's own index) and sorted;
 * - many: the next `walk` rows (DIRECTORY_WALK_ROWS) of the order's index are read and each
 *   checked. Many matches are usually spread through every order, so a page is found there. When they are not (a word most
 *   names that hold it share a first letter: "mar" is 3% of names, and none before "m"), the
 *   walk would read most of the table, so it stops there and the page is gathered instead.
 * Either way a page reads at most `walk` rows plus its matches, whatever the planner guesses.
 */

/** Up to this many matches, a page sorts them all (and says exactly how many); past it, it walks the order's index. */
export const FEW = 500;

type Users = SelectQueryBuilder<Database, 'users', object>;

export type DirectoryRead = Matching & {
  sort: DirectorySort;
  cursor: Cursor | null;
  limit: number;
  /**
   * How many rows of the order's index a page of many matches reads before gathering them; null
   * reads on to the page's end (an export, which reads every row once anyway).
   */
  walk: number | null;
};

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
  if (few) return gatherPage(db, read);
  const walked = await walkPage(db, read);
  return walked ?? gatherPage(db, read);
}

type PageRow = Awaited<ReturnType<typeof gatherPage>>[number];

/** The page's columns, in the order asked for, after `read.cursor`. */
function pageOf(db: DbOrTrx, read: DirectoryRead, query: Users, sortBy: RawBuilder<unknown>) {
  const key = sortKey(db, read.sort);
  const direction = key.descending ? 'desc' : 'asc';
  return whereAll(query, read.cursor ? [after(key.descending, sortBy, read.cursor)] : [])
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('sports', 'sports.id', 'users.sport_id')
    .select([
      ...accountColumns,
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
}

const after = (descending: boolean, sortBy: RawBuilder<unknown>, cursor: Cursor) =>
  sql`(${sortBy}, ${sql.ref('users.id')}) ${sql.raw(descending ? '<' : '>')} (${cursor.value}, ${cursor.id})`;

/** Every match, from the search index or a filter's own, sorted: for few matches, or many the walk missed. */
async function gatherPage(db: DbOrTrx, read: DirectoryRead) {
  const key = sortKey(db, read.sort);
  if (!isPostgres(db)) {
    // SQLite takes the plan from which expressions match an index: a no-op `+` keeps it off the order's.
    return pageOf(
      db,
      read,
      whereAll(db.selectFrom('users'), conditions(db, read)),
      sql`+${key.expression}`,
    ).execute();
  }
  // PostgreSQL's planner guesses rare words to be common and walks an index for seconds; a
  // materialised set of the matches cannot be walked. It keeps each one's sort value, so only the
  // page's rows are read again (reading every match again took longer than finding them).
  const direction = key.descending ? 'desc' : 'asc';
  return db
    .with(
      (cte) => cte('matches').materialized(),
      (w) =>
        whereAll(
          w.selectFrom('users').select(['users.id', key.expression.as('sort_value')]),
          conditions(db, read),
        ),
    )
    .selectFrom('users')
    .where('users.id', 'in', (eb) =>
      eb
        .selectFrom('matches')
        .select('matches.id')
        .$if(read.cursor !== null, (q) =>
          q.where(
            sql<SqlBool>`(matches.sort_value, matches.id) ${sql.raw(key.descending ? '<' : '>')} (${read.cursor!.value}, ${read.cursor!.id})`,
          ),
        )
        .orderBy('matches.sort_value', direction)
        .orderBy('matches.id', direction)
        .limit(read.limit + 1),
    )
    .$call((q) => pageOf(db, read, q as unknown as Users, key.expression))
    .execute();
}

/**
 * The page from the next `read.walk` rows of the order's index (after the cursor, within any range of
 * the order's own), or null when they hold less than a page and the index goes on past them.
 */
async function walkPage(db: DbOrTrx, read: DirectoryRead): Promise<PageRow[] | null> {
  const key = sortKey(db, read.sort);
  const direction = key.descending ? 'desc' : 'asc';
  const { onOrder, others } = conditionsBy(db, read, key.name);
  const alongTheOrder = whereAll(db.selectFrom('users'), [
    ...onOrder,
    ...(read.cursor ? [after(key.descending, key.expression, read.cursor)] : []),
  ])
    .orderBy(key.expression, direction)
    .orderBy('users.id', direction);
  if (read.walk === null || others.length === 0) {
    // Every row of the walk matches, or the whole order is read anyway (an export): no bound.
    // SQLite takes the plan from which expressions match an index: a no-op `+` keeps it on the order's.
    const matching = conditions(db, read, isPostgres(db) ? undefined : key.name);
    return pageOf(db, read, whereAll(db.selectFrom('users'), matching), key.expression).execute();
  }
  const stretch = alongTheOrder.selectAll('users').select(key.expression.as('walk_key')).limit(read.walk);
  // The page's rows are found in the walk, ordered by the walk's own column, before they are
  // joined to their role and sport: PostgreSQL then stops the walk at the page's last row (by the
  // expression again, or joined first, it read and sorted the whole walk).
  const found = whereAll(db.selectFrom(stretch.as('users')).selectAll('users'), others)
    .orderBy(sql.ref('users.walk_key'), direction)
    .orderBy('users.id', direction)
    .limit(read.limit + 1);
  const rows = await pageOf(
    db,
    { ...read, cursor: null },
    db.selectFrom(found.as('users')),
    key.expression,
  ).execute();
  if (rows.length > read.limit) return rows;
  // Less than a page: it is the last one when the index ends within the walk.
  const beyond = await alongTheOrder.select('users.id').offset(read.walk).limit(1).executeTakeFirst();
  return beyond ? null : rows;
}

/** The ids of everyone the search and filters match, in id order (a bulk change's people). */
export async function matchingIds(db: DbOrTrx, read: Matching): Promise<number[]> {
  const rows = await whereAll(db.selectFrom('users').select('users.id'), conditions(db, read))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}
