import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Action, SeededRole } from '@fieldhouse/contract';
import { roleIds } from '../db/seed/base.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';
import { changeRoleActions } from '../platform/grants.ts';

/** Set TEST_DATABASE_URL=postgres://… to run the same suite on PostgreSQL; otherwise SQLite. */
const postgresUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(postgresUrl);

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Calls the API under /api/v1 with the anti-forgery pair and, if given, a bearer token. */
  api: (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    opts?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  /** Signs in a demo account and returns its token. */
  signIn: (userName: string) => Promise<string>;
  userId: (userName: string) => Promise<number>;
  /** Takes an action from a seeded role, the one way grants change (`platform/grants.ts`). */
  revokeAction: (role: SeededRole, action: Action) => Promise<void>;
  close: () => Promise<void>;
};

type CallOptions = { token?: string; headers?: Record<string, string>; ip?: string };

const XSRF = 'test-xsrf-token';

/**
 * A fresh, migrated, demo-seeded database (its own SQLite file, or its own PostgreSQL schema)
 * behind a real app instance, driven through `inject`.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }

  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = connect(config);
  let app: FastifyInstance;
  try {
    await migrateWithRetry(db);
    await seedDemo(db);
    app = await buildApp({ config, db, logger: false });
    await app.ready();
  } catch (err) {
    // Leave no half-built schema behind: it would linger in the shared test database.
    await db.destroy();
    await dropSchema();
    throw err;
  }

  const api: TestApp['api'] = (method, url, body, opts = {}) => {
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${XSRF}`,
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
async function migrateWithRetry(db: Db, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db);
      return;
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
      if (attempt >= tries || !/^schema "t_[0-9a-f]+" does not exist$/.test(cause)) throw err;
    }
  }
}
