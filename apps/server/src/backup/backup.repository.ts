import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/*
 * What a backup reads from a database and a restore checks: its tables' row counts, the
 * migrations it has applied, whether it holds anything. The embedded database is read through
 * better-sqlite3 and PostgreSQL through one pg client, each inside the snapshot being copied.
 */

export type RowCounts = Record<string, number>;

const MIGRATIONS_TABLE = 'kysely_migration';

/**
 * Every table of the embedded file: SQLite's own left out, and virtual ones (the directory's
 * search index), whose rows live in shadow tables that are listed.
 */
function sqliteTables(file: SQLite.Database): string[] {
  return file
    .prepare<[], { name: string }>(
      `select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and sql not like 'create virtual %'
        order by name`,
    )
    .all()
    .map((r) => r.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sqliteCounts(file: SQLite.Database): RowCounts {
  const counts: RowCounts = {};
  for (const table of sqliteTables(file)) {
    const row = file.prepare<[], { n: number }>(`select count(*) as n from ${quoted(table)}`).get();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

export function sqliteMigrations(file: SQLite.Database): string[] {
  if (!sqliteTables(file).includes(MIGRATIONS_TABLE)) return [];
  return file
    .prepare<[], { name: string }>(`select name from ${MIGRATIONS_TABLE} order by name`)
    .all()
    .map((r) => r.name);
}

/** Whether the file holds any table: a database someone already uses. */
export const sqliteHoldsTables = (file: SQLite.Database) => sqliteTables(file).length > 0;

/** The result of SQLite's own check of every page and index: `ok` when the file is sound. */
export const sqliteIntegrity = (file: SQLite.Database) =>
  file
    .prepare<[], { integrity_check: string }>('pragma integrity_check')
    .all()
    .map((r) => r.integrity_check);

/** Rows whose foreign key names no row (none in a consistent database). */
export const sqliteForeignKeyFaults = (file: SQLite.Database) =>
  file.prepare('pragma foreign_key_check').all();

/**
 * Opens a transaction that sees one moment of the database and exports it, so pg_dump
 * (`--snapshot`) copies exactly what this client counts. The caller commits when the dump is done.
 */
export async function exportSnapshot(client: pg.Client): Promise<string> {
  await client.query('begin isolation level repeatable read read only');
  const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
  return rows[0]!.id;
}

/** The schema the connection works in (its search path's first existing schema). */
export async function postgresSchema(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
  return rows[0]?.schema ?? null;
}

/** The first schema the connection's search path names, whether it exists yet or not. */
export async function searchPathSchema(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ search_path: string }>('show search_path');
  const first = (rows[0]?.search_path ?? 'public')
    .split(',')[0]!
    .trim()
    .replace(/^"(.*)"$/, '$1');
  return first === '$user' ? 'public' : first;
}

async function postgresTables(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [schema],
  );
  return rows.map((r) => r.name);
}

export async function postgresCounts(client: pg.Client, schema: string): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of await postgresTables(client, schema)) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${quoted(schema)}.${quoted(table)}`,
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

export async function postgresMigrations(client: pg.Client, schema: string): Promise<string[]> {
  if (!(await postgresTables(client, schema)).includes(MIGRATIONS_TABLE)) return [];
  const { rows } = await client.query<{ name: string }>(
    `select name from ${quoted(schema)}.${MIGRATIONS_TABLE} order by name`,
  );
  return rows.map((r) => r.name);
}

/** Whether the schema exists and holds any table. */
export const postgresHoldsTables = async (client: pg.Client, schema: string) =>
  (await postgresTables(client, schema)).length > 0;

/**
 * Drops the schemas (with everything in them) a restore replaces. `public` is not made by a dump:
 * an empty one stands where the old one was.
 */
export async function dropSchemas(client: pg.Client, schemas: string[]): Promise<void> {
  for (const schema of schemas) {
    await client.query(`drop schema if exists ${quoted(schema)} cascade`);
    if (schema === 'public') await client.query('create schema public');
  }
}

/** Foreign keys PostgreSQL has not validated (none after a restore whose every key holds). */
export async function postgresUnvalidatedKeys(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = $1 and c.contype = 'f' and not c.convalidated`,
    [schema],
  );
  return rows.map((r) => r.name);
}

export async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  return (rowCount ?? 0) > 0;
}

export type Extension = { name: string; schema: string };

/** The database's extensions (pg_trgm for the directory's search): a dump of schemas leaves them out. */
export async function postgresExtensions(client: pg.Client): Promise<Extension[]> {
  const { rows } = await client.query<Extension>(
    `select extname as name, extnamespace::regnamespace::text as schema from pg_extension
      where extname <> 'plpgsql' order by extname`,
  );
  return rows;
}

/** Makes the schemas and extensions the dump's objects use, where the target lacks them. */
export async function prepareTarget(client: pg.Client, extensions: Extension[]): Promise<void> {
  for (const { name, schema } of extensions) {
    await client.query(`create schema if not exists ${quoted(schema)}`);
    await client.query(`create extension if not exists ${quoted(name)} with schema ${quoted(schema)}`);
  }
}
