import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { JobRow, JobState } from '../db/database.ts';
import type { JobsOptions } from '../platform/jobs/jobs.ts';
import { bossSchemaFor } from '../platform/jobs/pg-boss-engine.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { areaDemos, areaMigrations } from '../modules/index.ts';
import type { Action, SeededRole } from '@fieldhouse/contract';
import { roleIds, seedBase } from '../db/seed/base.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';
import { changeRoleActions } from '../platform/grants.ts';
import type { SmsConsole } from '../platform/sms/gateway.ts';

/** Set TEST_DATABASE_URL=postgres://… to run the same suite on PostgreSQL; otherwise SQLite. */
const defaultPostgresUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(defaultPostgresUrl);

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every text as sent, codes and links whole (what demo mode prints on the server's console). */
  texts: SentText[];
  /** Calls the API under /api/v1 with the anti-forgery pair and, if given, a bearer token. */
  api: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    opts?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  /** Signs in a demo account and returns its token. */
  signIn: (userName: string) => Promise<string>;
  userId: (userName: string) => Promise<number>;
  /** Takes an action from a seeded role, the one way grants change (`platform/grants.ts`). */
  revokeAction: (role: SeededRole, action: Action) => Promise<void>;
  /** Polls the job's row until its state is one of `states` (by default, any end), and returns it. */
  waitForJob: (id: string, states?: JobState[]) => Promise<JobRow>;
  /** The newest job of a kind started by a user (or by the system, for null). */
  latestJob: (kind: string, startedBy: number | null) => Promise<JobRow | undefined>;
  close: () => Promise<void>;
};

export type SentText = Parameters<SmsConsole>[0];

/** `cookie` adds cookies (`name=value; …`) to the anti-forgery one. */
type CallOptions = { token?: string; headers?: Record<string, string>; ip?: string; cookie?: string };

const XSRF = 'test-xsrf-token';

/** Tests look for due jobs often, so waiting for one costs little. */
const TEST_JOBS: JobsOptions = { pollMs: 100 };
const ENDED: JobState[] = ['completed', 'failed', 'cancelled'];
const JOB_WAIT_MS = 25_000;

/** Polls a job's row until its state is one of `states` (and `ok` holds); never a fixed sleep. */
export async function waitForJobRow(
  db: Db,
  id: string,
  states: JobState[] = ENDED,
  ok: (row: JobRow) => boolean = () => true,
  timeoutMs = JOB_WAIT_MS,
): Promise<JobRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (row && states.includes(row.state) && ok(row)) return row;
    if (Date.now() > until) {
      throw new Error(`job ${id} did not reach ${states.join('/')}; it is ${JSON.stringify(row)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh, migrated, demo-seeded database (its own SQLite file, or its own PostgreSQL schema)
 * behind a real app instance, driven through `inject`.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    jobs?: JobsOptions;
    logStream?: NodeJS.WritableStream;
    reachDatabase?: (url: string) => string;
    /** `base`: only what production seeds (roles, menu, lookups), no demo people. */
    seed?: 'demo' | 'base';
    /** PostgreSQL to run on instead of TEST_DATABASE_URL's choice (a bench measuring both databases). */
    postgresUrl?: string;
  } = {},
): Promise<TestApp> {
  const postgresUrl = options.postgresUrl ?? defaultPostgresUrl;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Fieldhouse</title><div id="root"></div>',
  );

  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  if (postgresUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    databaseUrl = `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    // `reachDatabase` may route the app through a proxy a test can cut.
    databaseUrl = options.reachDatabase?.(databaseUrl) ?? databaseUrl;
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.query(`drop schema if exists ${bossSchemaFor(schema)} cascade`);
      await c.end();
    };
  }

  const hourAwayFromNow = (hour: number) => {
    const far = String((hour + 12) % 24).padStart(2, '0');
    return `${far}:00-${far}:59`;
  };
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    // Files make people through sign-up from one address; the limit has its own test.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
    // Export times on a clock every machine has, whatever zone the one running the tests is in.
    TIME_ZONE: 'UTC',
    // Quiet hours far from now, so no message to a minor waits for the morning because of the hour
    // the suite runs at; the quiet-hours tests set their own.
    QUIET_HOURS: hourAwayFromNow(new Date().getUTCHours()),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = connect(config);
  const texts: SentText[] = [];
  let app: FastifyInstance;
  try {
    await migrateWithRetry(db);
    if (options.seed === 'base') await seedBase(db);
    else await seedDemo(db, areaDemos);
    app = await buildApp({
      config,
      db,
      // Logs stay quiet unless a test reads them (give it LOG_LEVEL too).
      logger: options.logStream !== undefined,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      jobs: { ...TEST_JOBS, ...options.jobs },
      smsConsole: (sms) => texts.push(sms),
    });
    await app.ready();
  } catch (err) {
    // Leave no half-built schema behind: it would linger in the shared test database.
    await db.destroy();
    await dropSchema();
    throw err;
  }

  const api: TestApp['api'] = (method, url, body, opts = {}) => {
    const headers: Record<string, string> = {
      cookie: [`XSRF-TOKEN=${XSRF}`, opts.cookie].filter(Boolean).join('; '),
      'x-xsrf-token': XSRF,
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const request: InjectOptions = { method, url: `/api/v1/${url}`, headers };
    if (opts.ip) request.remoteAddress = opts.ip;
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    return app.inject(request);
  };

  return {
    app,
    db,
    config,
    texts,
    api,
    async signIn(userName) {
      const res = await api('POST', 'login', { username: userName, password: DEMO_PASSWORD });
      if (res.statusCode !== 200) throw new Error(`sign-in as ${userName} failed: ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async userId(userName) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async revokeAction(role, action) {
      const roles = await roleIds(db);
      await changeRoleActions(db, roles[role], { revoke: [action] });
    },
    waitForJob: (id, states) => waitForJobRow(db, id, states),
    latestJob: (kind, startedBy) =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', kind)
        .where('started_by', startedBy === null ? 'is' : '=', startedBy)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),
    async close() {
      await app.close();
      await db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kysely's migrator looks its bookkeeping table up through a catalog query over every schema; when
 * another test file drops its own schema at that moment, PostgreSQL answers `schema "t_…" does
 * not exist` for the schema being dropped. The migration runs in a transaction, so trying again is safe.
 */
async function migrateWithRetry(db: Db): Promise<void> {
  await retrySchemaRace(() => migrateToLatest(db, areaMigrations));
}

// Another file's schema (its own, or its job queue's `t_…_pgboss`), or one of its tables, vanished
// while Kysely's catalog query listed it.
const OTHER_SCHEMA_GONE = /^(schema "t_[0-9a-f]+(_\w+)?"|relation "t_[0-9a-f]+(_\w+)?\.\w+") does not exist$/;
// Or a column vanished (another file taking a migration down) while the same query asked each
// column for its sequence: only that catalog query calls `pg_get_serial_sequence`.
const isCatalogRace = (cause: unknown) =>
  cause instanceof Error &&
  (OTHER_SCHEMA_GONE.test(cause.message) ||
    (cause as { routine?: string }).routine === 'pg_get_serial_sequence');

/** Runs a migration step again when it met another test file's schema being dropped (see above). */
export async function retrySchemaRace<T>(run: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= tries || !isCatalogRace(err instanceof Error ? err.cause : undefined)) throw err;
    }
  }
}
