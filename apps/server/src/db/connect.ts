import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  sql,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL, type DatabasePool } from '../config-database.ts';
import { bindAuthChanges, reportAuthChanges } from './auth-changes.ts';
import type { Database } from './database.ts';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
/** What an area adds to a demo database (modules/index.ts `areaDemos`, run by db/seed/demo.ts). */
export type AreaDemo = (db: Db, o: { createdBy: number | null; now: number }) => Promise<void>;

// int8 (COUNT(*), bigint millis) arrives as a string by default; every value we store fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export type DbTarget = { databaseUrl: string | undefined; dataDir: string; dbPool?: DatabasePool };

/**
 * How the app's PostgreSQL connections behave when the server is slow or away: a connection that
 * cannot be had within 5 s (the app's pool: DB_POOL_WAIT_MS) fails the call (503) instead of
 * queueing it forever; TCP keep-alive
 * notices a silently dropped link; no statement runs longer than 30 s, and no transaction sits
 * idle holding locks for more than a minute. JIT compiling is off: the app's statements are short
 * index reads, and the planner's cost guesses for the directory's sample (an over-estimated join)
 * made it spend 7–9 ms compiling a query that runs in 4.
 */
export const POSTGRES_CLIENT_SETTINGS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
  options: '-c jit=off',
} as const satisfies pg.ClientConfig;

/** Told when a pooled connection ends (PostgreSQL restarted, or ended it); the pool replaces it. */
export type PoolErrorListener = (err: Error) => void;

const poolErrorListeners = new WeakMap<Db, { listener: PoolErrorListener }>();
const pools = new WeakMap<Db, pg.Pool>();

/** The connections of a PostgreSQL pool (metrics); null on the embedded database. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * Where connection errors of `db`'s pool go from now on (the app's logger). Without a listener
 * such an error would be thrown as an uncaught exception and end the process.
 */
export function onPoolError(db: Db, listener: PoolErrorListener) {
  const slot = poolErrorListeners.get(db);
  if (slot) slot.listener = listener;
}

/** Opens the embedded SQLite file under `dataDir`, or PostgreSQL when a URL is given. */
export function connect(target: DbTarget): Db {
  if (target.databaseUrl) {
    const { size, waitMs } = target.dbPool ?? DEFAULT_POOL;
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      ...POSTGRES_CLIENT_SETTINGS,
      max: size,
      connectionTimeoutMillis: waitMs,
    });
    const slot = {
      listener: ((err) => console.warn(`database: a connection ended (${err.message})`)) as PoolErrorListener,
    };
    // Every connection gets a listener of its own for its whole life: the pool's covers a
    // connection only while idle, and one that drops while checked out (between the queries of a
    // transaction) would otherwise throw an uncaught error. Its next query fails (a 503) and the
    // pool discards it on release. The pool's own event repeats the same error, so it is quiet.
    pool.on('connect', (client) => client.on('error', (err) => slot.listener(err)));
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolErrorListeners.set(db, slot);
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, 'fieldhouse.db'));
  // better-sqlite3 falls back to synchronous=NORMAL on reopen; FULL keeps committed work on power loss.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  // Deleted rows are overwritten, not just unlinked: an erased account leaves no copy in the file.
  file.pragma('secure_delete = ON');
  file.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // 64 MiB of page cache instead of 2: large tables and their indexes stay in memory.
  file.pragma('cache_size = -65536');
  const authChanges = reportAuthChanges(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  bindAuthChanges(db, authChanges);
  return db;
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * How long a write waits for another connection's transaction (another process: `npm run seed`,
 * whose commits hold the lock a few seconds each) before it fails.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 15_000;

/**
 * Kysely begins a transaction with a plain (deferred) `begin`. When another process (`npm run
 * seed`, `npm run admin`) writes to the file meanwhile, such a transaction's first write cannot
 * wait for its turn: SQLite refuses it at once ("database is locked") whatever the busy timeout.
 * Taking the write lock at the start makes it wait (busy_timeout) like any other writer.
 */
const BEGIN_WRITING = 'begin immediate';

/**
 * SQLite rolls a transaction back by itself when a write finds the disk full at commit
 * (SQLITE_FULL); Kysely's rollback after that would fail ("no transaction is active") and hide
 * the reason from the caller (a 500 instead of 507 STORAGE_FULL). Rolling back then does nothing.
 */
const NOTHING = 'select 0 where 0';

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query.
 * Statements are reused per SQL text (least recently used dropped first). Kysely runs one query
 * at a time on this single connection, so a cached statement is never used twice at once. Every
 * transaction begins by taking the write lock (BEGIN_WRITING).
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(asked: string) {
      const text =
        asked === 'begin' ? BEGIN_WRITING : asked === 'rollback' && !file.inTransaction ? NOTHING : asked;
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

/** The PostgreSQL schema the connection works in (its search path); undefined on SQLite. */
export async function currentSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
