import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query.
 * Statements are reused per SQL text (least recently used dropped first). Kysely runs one query
 * at a time on this single connection, so a cached statement is never used twice at once.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = file.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
