import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { onPostgres, startTestApp, type TestApp } from '../../test/harness.ts';
import { roleIds } from './base.ts';
import { generateSubscribers, type GenerateOptions } from './fake-subscribers.ts';

const SEED_COMMAND = fileURLToPath(new URL('./generate.ts', import.meta.url));

let t: TestApp;
let options: GenerateOptions;
beforeAll(async () => {
  t = await startTestApp();
  const roles = await roleIds(t.db);
  const sportIds = (await t.db.selectFrom('sports').select('id').execute()).map((s) => s.id);
  // Any stored hash will do: these accounts are only counted here, never signed in.
  const { password_hash } = await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
  options = { count: 2_500, passwordHash: password_hash, roleId: roles.subscriber, sportIds, seed: 7 };
  // The clean-up the server runs at start removes never-verified accounts, which would change the
  // count between two readings (on PostgreSQL it runs beside the test).
  const cleanup = await t.latestJob('cleanup', null);
  if (cleanup) await t.waitForJob(cleanup.id);
});
afterAll(() => t.close());

const countUsers = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function duplicates(column: 'user_name' | 'mobile_e164' | 'public_id') {
  const rows = await t.db
    .selectFrom('users')
    .select(sql<string>`lower(${sql.ref(column)})`.as('v'))
    .groupBy(sql`lower(${sql.ref(column)})`)
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.length;
}

describe('generateSubscribers', () => {
  it('adds exactly the number asked for, across several batches, reporting progress', async () => {
    const before = await countUsers();
    const progress: number[] = [];
    const added = await generateSubscribers(t.db, { ...options, onProgress: (n) => progress.push(n) });
    expect(added).toBe(2_500);
    expect(await countUsers()).toBe(before + 2_500);
    expect(progress.at(-1)).toBe(2_500);
  });

  it('can run again with the same seed without colliding', async () => {
    const before = await countUsers();
    await generateSubscribers(t.db, options);
    expect(await countUsers()).toBe(before + 2_500);
    expect(await duplicates('user_name')).toBe(0);
    expect(await duplicates('mobile_e164')).toBe(0);
    expect(await duplicates('public_id')).toBe(0);
  });

  it('makes subscribers with plausible fields and every status', async () => {
    const subscriber = options.roleId;
    const rows = await t.db.selectFrom('users').selectAll().where('role_id', '=', subscriber).execute();
    const now = Date.now();
    for (const u of rows) {
      expect(u.user_name).toMatch(/^[a-z0-9.]+$/);
      expect(u.mobile_e164).toBe(`${u.isd_code}${u.mobile}`);
      expect(u.created_at).toBeLessThanOrEqual(now);
    }
    expect(new Set(rows.map((u) => u.status))).toEqual(new Set([1, 2, 3, 4, 5, 7]));
  });

  it('adds sign-ups that the seeded accounts can still sign in beside', async () => {
    expect(await t.signIn('sam')).toEqual(expect.any(String));
  });
});

describe.skipIf(onPostgres)('seeding beside a running server (embedded database)', () => {
  it('leaves the server answering: its writes wait their turn instead of failing', async () => {
    // `npm run seed` in a process of its own on the same file, as a person runs it beside `npm start`.
    const seeder = spawn(process.execPath, ['--import', 'tsx', SEED_COMMAND, '--subscribers', '40000'], {
      env: { ...process.env, DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    let seeding = true;
    const ended = new Promise<number | null>((resolve) =>
      seeder.once('exit', (code) => {
        seeding = false;
        resolve(code);
      }),
    );
    const answers: number[] = [];
    // A failed sign-in writes (its counters, the audit trail) in a transaction.
    while (seeding) {
      const res = await t.api('POST', 'login', { username: 'nobody_here', password: 'not it' });
      answers.push(res.statusCode);
    }
    expect(await ended).toBe(0);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
  }, 120_000);
});
