import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

// int8 (COUNT(*), bigint millis) arrives as a string by default; every value we store fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export type DbTarget = { databaseUrl: string | undefined; dataDir: string };

/** Opens the embedded SQLite file under `dataDir`, or PostgreSQL when a URL is given. */
export function connect(target: DbTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, 'fieldhouse.db'));
  // better-sqlite3 falls back to synchronous=NORMAL on reopen; FULL keeps committed work on power loss.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // 64 MiB of page cache instead of 2: large tables and their indexes stay in memory.
  file.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
