import { sql, type Generated, type Kysely } from 'kysely';
import type { UsagePlace } from '@fieldhouse/contract';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import type { Boundary } from '../../platform/cursor.ts';

/** The tables of master data. Each has an id, a name and `archived_at`, and a `lower(name), id` index. */
export type MasterTable =
  'sports' | 'countries' | 'venues' | 'seasons' | 'age_categories' | 'plans' | 'teams';
export type MasterRow = { id: number; name: string; archived_at: number | null } & Record<string, unknown>;
type Common = { id: Generated<number>; name: string; archived_at: number | null };

/**
 * The queries every kind shares, over whichever table: each has the common columns, and the
 * rest of a row is read as it is and given its shape by the kind (master.kinds.ts).
 */
const anyTable = (db: DbOrTrx, table: MasterTable) => ({
  db: db as unknown as Kysely<Record<'m', Common>>,
  from: `${table} as m` as 'm',
  into: table as string as 'm',
});

export type PageQuery = {
  q?: string;
  show: 'active' | 'archived' | 'all';
  after: Boundary<string> | null;
  limit: number;
};

/** A page by name (then id), one more row than asked so the caller knows whether another follows. */
export async function page(db: DbOrTrx, table: MasterTable, query: PageQuery) {
  const t = anyTable(db, table);
  const nameKey = sql<string>`lower(m.name)`;
  let select = t.db.selectFrom(t.from).selectAll();
  if (query.show === 'active') select = select.where('m.archived_at', 'is', null);
  if (query.show === 'archived') select = select.where('m.archived_at', 'is not', null);
  if (query.q) {
    // Part of the name, any case; no pattern characters to escape.
    const q = query.q.toLowerCase();
    const at = isPostgres(db) ? sql<number>`strpos(${nameKey}, ${q})` : sql<number>`instr(${nameKey}, ${q})`;
    select = select.where(at, '>', 0);
  }
  if (query.after) {
    const { value: name, id } = query.after;
    select = select.where((eb) =>
      eb.or([eb(nameKey, '>', name), eb.and([eb(nameKey, '=', name), eb('m.id', '>', id)])]),
    );
  }
  const rows = await select
    .orderBy(nameKey)
    .orderBy('m.id')
    .limit(query.limit + 1)
    .execute();
  return rows as MasterRow[];
}

export async function find(db: DbOrTrx, table: MasterTable, id: number) {
  const t = anyTable(db, table);
  const row = await t.db.selectFrom(t.from).selectAll().where('m.id', '=', id).executeTakeFirst();
  return row as MasterRow | undefined;
}

/**
 * Holds the row until the transaction ends (PostgreSQL), so a delete and a change to what uses
 * it cannot cross. SQLite runs one write transaction at a time anyway.
 */
export async function lock(trx: DbOrTrx, table: MasterTable, id: number) {
  if (!isPostgres(trx)) return;
  const t = anyTable(trx, table);
  await t.db.selectFrom(t.from).select('m.id').where('m.id', '=', id).forUpdate().execute();
}

/** Another entry with this name in any case, in the same group (a team's season) when given. */
export async function nameTaken(
  db: DbOrTrx,
  table: MasterTable,
  name: string,
  exceptId: number | undefined,
  sameAs?: { column: string; value: unknown },
) {
  const t = anyTable(db, table);
  let select = t.db
    .selectFrom(t.from)
    .select('m.id')
    .where(sql`lower(m.name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) select = select.where('m.id', '!=', exceptId);
  if (sameAs) select = select.where(sql.ref(`m.${sameAs.column}`), '=', sameAs.value);
  return !!(await select.executeTakeFirst());
}

/** Another entry with this exact value in a unique column (a country's code). */
export async function valueTaken(
  db: DbOrTrx,
  table: MasterTable,
  column: string,
  value: string,
  exceptId: number | undefined,
) {
  const t = anyTable(db, table);
  let select = t.db
    .selectFrom(t.from)
    .select('m.id')
    .where(sql.ref(`m.${column}`), '=', value);
  if (exceptId !== undefined) select = select.where('m.id', '!=', exceptId);
  return !!(await select.executeTakeFirst());
}

export async function insert(db: DbOrTrx, table: MasterTable, values: Record<string, unknown>) {
  const t = anyTable(db, table);
  const row = await t.db
    .insertInto(t.into)
    .values(values as { name: string })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function update(db: DbOrTrx, table: MasterTable, id: number, values: Record<string, unknown>) {
  if (Object.keys(values).length === 0) return;
  const t = anyTable(db, table);
  await t.db
    .updateTable(t.into)
    .set(values as { name: string })
    .where('id', '=', id)
    .execute();
}

export async function remove(db: DbOrTrx, table: MasterTable, id: number) {
  const t = anyTable(db, table);
  await t.db.deleteFrom(t.into).where('id', '=', id).execute();
}

/** Counted no further than this: past it the console says "1,000+". */
export const USAGE_COUNT_CAP = 1000;

/** What uses an entry: a table and its column that points at it. */
export type UsageSource = {
  place: UsagePlace;
  table: 'users' | 'teams' | 'events' | 'event_teams' | 'event_entrants' | 'matches';
  column: string;
  key?: 'isd_code';
};

/** How many rows of each place use each entry, each count stopped past the cap so a big table costs little. */
export async function usage(db: DbOrTrx, sources: readonly UsageSource[], rows: MasterRow[]) {
  const counts = new Map<number, { place: UsagePlace; count: number }[]>();
  await Promise.all(
    rows.flatMap((row) =>
      sources.map(async (source) => {
        const value = source.key ? row[source.key] : row.id;
        const { rows: found } = await sql<{ n: number | string }>`
          select count(*) as n from (
            select 1 from ${sql.table(source.table)} where ${sql.ref(source.column)} = ${value}
            limit ${USAGE_COUNT_CAP + 1}
          ) used`.execute(db);
        const count = Number(found[0]?.n ?? 0);
        if (count > 0) counts.set(row.id, [...(counts.get(row.id) ?? []), { place: source.place, count }]);
      }),
    ),
  );
  return counts;
}

/** Season changes that make one current wait for each other, even across processes (PostgreSQL). */
export async function lockCurrentSeason(trx: DbOrTrx): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('seasons.current'))`.execute(trx);
}

/** The season becomes the one current season. */
export async function makeCurrentSeason(trx: DbOrTrx, seasonId: number): Promise<void> {
  await trx
    .updateTable('seasons')
    .set({ is_current: 0 })
    .where('is_current', '=', 1)
    .where('id', '!=', seasonId)
    .execute();
  await trx.updateTable('seasons').set({ is_current: 1 }).where('id', '=', seasonId).execute();
}
