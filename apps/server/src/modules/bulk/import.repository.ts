import { sql } from 'kysely';
import { isPostgres, type DbOrTrx } from '../../db/connect.ts';
import type { NewUser } from '../../db/database.ts';
import type { BulkImportsTable } from './import-tables.ts';

// Rows per statement: well under SQLite's 32,766 bound parameters with ten columns a row.
const CHUNK = 500;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export async function insertImport(db: DbOrTrx, row: BulkImportsTable, rows: readonly string[][]) {
  await db.insertInto('bulk_imports').values(row).execute();
  const all = rows.map((cells, row_no) => ({ import_id: row.id, row_no, cells: JSON.stringify(cells) }));
  for (const part of chunks(all)) await db.insertInto('bulk_import_rows').values(part).execute();
}

export const findImport = (db: DbOrTrx, id: string) =>
  db.selectFrom('bulk_imports').selectAll().where('id', '=', id).executeTakeFirst();

export async function setMapping(
  db: DbOrTrx,
  id: string,
  set: { columns: string; isd_code: string | null; send_links?: number },
) {
  await db.updateTable('bulk_imports').set(set).where('id', '=', id).execute();
}

/** Marks the import started with its job, unless another call started it first. */
export async function markStarted(db: DbOrTrx, id: string, jobId: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('bulk_imports')
    .set({ job_id: jobId, started_at: now })
    .where('id', '=', id)
    .where('job_id', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Rows `from` to `to` (excluded), in order. */
export async function rowsBetween(db: DbOrTrx, id: string, from: number, to: number) {
  const rows = await db
    .selectFrom('bulk_import_rows')
    .select(['row_no', 'cells'])
    .where('import_id', '=', id)
    .where('row_no', '>=', from)
    .where('row_no', '<', to)
    .orderBy('row_no')
    .execute();
  return rows.map((r) => ({ rowNo: r.row_no, cells: JSON.parse(r.cells) as string[] }));
}

/** The country codes and sports registration offers (the archived ones are not chosen any more). */
export async function lookups(db: DbOrTrx) {
  const [countries, sports] = await Promise.all([
    db.selectFrom('countries').select('isd_code').where('archived_at', 'is', null).execute(),
    db.selectFrom('sports').select(['id', 'name']).where('archived_at', 'is', null).execute(),
  ]);
  return { isdCodes: countries.map((c) => c.isd_code), sports };
}

/** Of these values, those `find` finds, asked a chunk of the distinct ones at a time. */
async function foundOf(values: readonly string[], find: (part: string[]) => Promise<(string | null)[]>) {
  const found = new Set<string>();
  for (const part of chunks([...new Set(values)]))
    for (const v of await find(part)) if (v !== null) found.add(v);
  return found;
}

/** Of these mobile numbers (E.164), those that already have an account. */
export const takenMobiles = (db: DbOrTrx, numbers: readonly string[]) =>
  foundOf(numbers, async (part) =>
    (await db.selectFrom('users').select('mobile_e164').where('mobile_e164', 'in', part).execute()).map(
      (r) => r.mobile_e164,
    ),
  );

/** Of these user names, those taken (compared in lower case, as sign-in does). */
export const takenUserNames = (db: DbOrTrx, names: readonly string[]) =>
  foundOf(
    names.map((n) => n.toLowerCase()),
    async (part) =>
      (
        await db
          .selectFrom('users')
          .select(sql<string>`lower(user_name)`.as('name'))
          .where(sql<string>`lower(user_name)`, 'in', part)
          .execute()
      ).map((r) => r.name),
  );

/** The columns an imported account is given (the rest keep their defaults). */
export const IMPORTED_USER_COLUMNS = [
  'public_id',
  'user_name',
  'full_name',
  'isd_code',
  'mobile',
  'mobile_e164',
  'email',
  'date_of_birth',
  'gender',
  'sport_id',
  'password_hash',
  'role_id',
  'status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof NewUser)[];

export type ImportedUser = { [K in (typeof IMPORTED_USER_COLUMNS)[number]]: NewUser[K] };

/**
 * `insert … select` of rows handed over as one JSON array: a batch of thousands of rows is one
 * statement with one parameter (under SQLite's variable limit whatever its size), its text the same
 * every time (SQLite's prepared statement is reused), and nothing is built value by value in
 * JavaScript. PostgreSQL reads the array with the table's own row type, SQLite field by field.
 */
function insertFromJson(db: DbOrTrx, table: string, columns: readonly string[], rows: readonly object[]) {
  const list = sql.raw(columns.join(', '));
  const json = JSON.stringify(rows);
  return isPostgres(db)
    ? sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`
    : // `where true` tells SQLite's parser the `on conflict` below is the insert's, not a join's.
      sql`insert into ${sql.table(table)} (${list}) select ${sql.raw(columns.map((c) => `value->>'${c}'`).join(', '))} from json_each(${json}) where true`;
}

/**
 * Inserts the accounts in their order, skipping any whose mobile number or user name another
 * account holds by now (the unique indexes decide, so two imports at once never make one number twice).
 */
export async function insertAccounts(db: DbOrTrx, users: readonly ImportedUser[]) {
  if (users.length === 0) return [];
  const insert = insertFromJson(db, 'users', IMPORTED_USER_COLUMNS, users);
  const { rows } = await sql<{
    id: number;
    mobile_e164: string;
  }>`${insert} on conflict do nothing returning id, mobile_e164`.execute(db);
  return rows;
}

/** Of these numbers, those an earlier row of the same import brought in. */
export const importedEarlier = (db: DbOrTrx, id: string, numbers: readonly string[]) =>
  foundOf(numbers, async (part) =>
    (
      await db
        .selectFrom('bulk_import_outcomes')
        .select('mobile_e164')
        .where('import_id', '=', id)
        .where('outcome', '=', 'imported')
        .where('mobile_e164', 'in', part)
        .execute()
    ).map((r) => r.mobile_e164),
  );

export type Outcome = { row_no: number; outcome: string; mobile_e164: string | null; user_id: number | null };

const OUTCOME_COLUMNS = ['import_id', 'row_no', 'outcome', 'mobile_e164', 'user_id'] as const;

/** Each row's outcome, the batch's in one statement. */
export async function insertOutcomes(db: DbOrTrx, id: string, outcomes: readonly Outcome[]) {
  if (outcomes.length === 0) return;
  await insertFromJson(
    db,
    'bulk_import_outcomes',
    OUTCOME_COLUMNS,
    outcomes.map((o) => ({ import_id: id, ...o })),
  ).execute(db);
}

/** The import's outcomes counted: `imported`, or each reason a row was not. */
export async function outcomeCounts(db: DbOrTrx, id: string) {
  const rows = await db
    .selectFrom('bulk_import_outcomes')
    .select(['outcome', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('import_id', '=', id)
    .groupBy('outcome')
    .execute();
  return rows.map((r) => ({ outcome: r.outcome, n: Number(r.n) }));
}

/** Imported adults still to be texted a link (active: a child waits for a parent first). */
export async function linksToSend(db: DbOrTrx, id: string, limit: number) {
  return db
    .selectFrom('bulk_import_outcomes as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.row_no', 'u.id', 'u.mobile_e164'])
    .where('o.import_id', '=', id)
    .where('o.outcome', '=', 'imported')
    .where('o.link_sent_at', 'is', null)
    .where('u.status', '=', 1)
    .orderBy('o.row_no')
    .limit(limit)
    .execute();
}

/** Claims a row's text: false when another try already did. */
export async function claimLink(db: DbOrTrx, id: string, rowNo: number, now: number): Promise<boolean> {
  const done = await db
    .updateTable('bulk_import_outcomes')
    .set({ link_sent_at: now })
    .where('import_id', '=', id)
    .where('row_no', '=', rowNo)
    .where('link_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function countLinksSent(db: DbOrTrx, id: string) {
  const row = await db
    .selectFrom('bulk_import_outcomes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('import_id', '=', id)
    .where('link_sent_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAwaitingParent(db: DbOrTrx, id: string) {
  const row = await db
    .selectFrom('bulk_import_outcomes as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('o.import_id', '=', id)
    .where('u.status', '=', 7)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function rememberedMapping(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('bulk_import_mappings')
    .select('mapping')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as Record<string, string | null>) : {};
}

export async function saveMapping(db: DbOrTrx, userId: number, mapping: Record<string, string | null>) {
  const value = { mapping: JSON.stringify(mapping), updated_at: Date.now() };
  await db
    .insertInto('bulk_import_mappings')
    .values({ user_id: userId, ...value })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(value))
    .execute();
}
