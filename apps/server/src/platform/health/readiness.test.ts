import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seed: 'base' });
});
afterAll(() => t.close());

const probe = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/health/${url}` });

describe('GET /health/live and /health/ready', () => {
  it('answer without a session or anti-forgery header when all is up', async () => {
    const live = await probe('live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: '200' });
    const ready = await probe('ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: '200', database: 'ok', migrations: 'ok', jobs: 'ok' });
  });

  it('ready answers 503 MIGRATIONS_PENDING while the database lacks a migration of this version', async () => {
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const row = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.db);
    try {
      const res = await probe('ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: '503', code: 'MIGRATIONS_PENDING' });
      expect(res.headers['retry-after']).toBe('5');
      // Being alive does not depend on it.
      expect((await probe('live')).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        t.db,
      );
    }
    expect((await probe('ready')).statusCode).toBe(200);
  });

  it('ready answers 503 JOBS_NOT_RUNNING once the job engine has stopped', async () => {
    await t.app.jobs.stop();
    const res = await probe('ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: '503', code: 'JOBS_NOT_RUNNING' });
    expect((await probe('live')).statusCode).toBe(200);
  });
});
