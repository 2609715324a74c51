import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_ACCOUNT_HOURS } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';
import { CLEANUP_JOB } from './cleanup.job.ts';

let t: TestApp;
let sam: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await startTestApp();
  sam = await t.userId('sam');
  // The run queued at start must not race the rows this file makes.
  const atStart = await t.latestJob(CLEANUP_JOB, null);
  if (atStart) await t.waitForJob(atStart.id);
});
afterAll(() => t.close());

const TABLES = ['sessions', 'otp_codes', 'rate_limit_hits', 'users', 'jobs', 'audit_log'] as const;
type Table = (typeof TABLES)[number];

async function idsOf(table: Table): Promise<Set<string>> {
  const rows = await t.db.selectFrom(table).select('id').execute();
  return new Set(rows.map((r) => String(r.id)));
}

async function session(o: { lastUsed: number; expires: number; revoked?: number }) {
  const row = await t.db
    .insertInto('sessions')
    .values({
      token_hash: randomBytes(32).toString('hex'),
      user_id: sam,
      created_at: Math.min(o.lastUsed, Date.now()),
      last_used_at: o.lastUsed,
      expires_at: o.expires,
      revoked_at: o.revoked ?? null,
      ip: null,
      user_agent: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function code(o: { created: number; expires: number; consumed?: number }) {
  const row = await t.db
    .insertInto('otp_codes')
    .values({
      user_id: sam,
      purpose: 'change-mobile',
      mobile_e164: '+447700900777',
      salt: 's',
      code_hash: 'h',
      ip: '203.0.113.9',
      created_at: o.created,
      expires_at: o.expires,
      consumed_at: o.consumed ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function failure(at: number) {
  const row = await t.db
    .insertInto('rate_limit_hits')
    .values({ limit_name: 'sign-in-failures-per-account', key: String(sam), at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** An audit entry of sam's, `ago` old (AUDIT_RETENTION_DAYS is 365 unless set). */
async function auditEntry(ago: number) {
  const row = await t.db
    .insertInto('audit_log')
    .values({
      user_id: sam,
      action: 'profile-edit',
      menu_id: null,
      detail: null,
      ip: null,
      at: Date.now() - ago,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function unverified(registeredAgo: number) {
  const account = await register(t);
  await t.db
    .updateTable('users')
    .set({ created_at: Date.now() - registeredAgo })
    .where('id', '=', account.userId)
    .execute();
  const sessions = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', account.userId)
    .execute();
  return { id: String(account.userId), sessions: sessions.map((s) => String(s.id)) };
}

/** A job queued 8 days ago that ended `endedAgo` ago (or, for null, still waits). */
async function oldJob(endedAgo: number | null) {
  const id = await t.app.jobs.enqueue(CLEANUP_JOB, {}, { startAfter: DAY });
  const ended = endedAgo === null ? {} : { state: 'completed' as const, finished_at: Date.now() - endedAgo };
  await t.db
    .updateTable('jobs')
    .set({ created_at: Date.now() - 8 * DAY, ...ended })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('the cleanup job', () => {
  it('removes ended sessions, spent codes, old limit counts (sign-in failures among them), abandoned accounts, old jobs and audit entries past their retention; nothing else', async () => {
    const now = Date.now();
    const old = unverified((UNVERIFIED_ACCOUNT_HOURS + 1) * HOUR);
    const doomed: Record<Table, string[]> = {
      sessions: [
        await session({ lastUsed: now - 3 * DAY, expires: now + DAY, revoked: now - 2 * DAY }),
        await session({ lastUsed: now - 3 * DAY, expires: now - 2 * DAY }),
        await session({ lastUsed: now - 3 * DAY, expires: now + 9 * DAY }),
        ...(await old).sessions,
      ],
      otp_codes: [
        await code({ created: now - 2 * HOUR, expires: now - 2 * HOUR + 300_000, consumed: now - 2 * HOUR }),
        await code({ created: now - 2 * HOUR, expires: now - 2 * HOUR + 300_000 }),
      ],
      rate_limit_hits: [await failure(now - 25 * HOUR)],
      users: [(await old).id],
      jobs: [await oldJob(8 * DAY)],
      audit_log: [await auditEntry(366 * DAY)],
    };
    const kept: Record<Table, string[]> = {
      sessions: [
        await session({ lastUsed: now, expires: now + DAY }),
        await session({ lastUsed: now - HOUR, expires: now + DAY, revoked: now - HOUR }),
      ],
      otp_codes: [
        // Expired, but the send limits still count it for the rest of the hour.
        await code({ created: now - 30 * 60_000, expires: now - 25 * 60_000 }),
        await code({ created: now, expires: now + 300_000 }),
      ],
      rate_limit_hits: [await failure(now - 5 * 60_000)],
      users: [(await unverified((UNVERIFIED_ACCOUNT_HOURS - 1) * HOUR)).id],
      jobs: [await oldJob(6 * DAY), await oldJob(null)],
      audit_log: [await auditEntry(364 * DAY)],
    };
    const before = Object.fromEntries(await Promise.all(TABLES.map(async (x) => [x, await idsOf(x)])));

    const id = await t.app.jobs.enqueue(CLEANUP_JOB, {});
    expect(await t.waitForJob(id)).toMatchObject({ state: 'completed', done: 7, total: 7 });

    for (const table of TABLES) {
      const after = await idsOf(table);
      expect(
        kept[table].filter((x) => !after.has(x)),
        table,
      ).toEqual([]);
      const survivors = [...(before[table] as Set<string>)].filter((x) => after.has(x)).sort();
      const expected = [...(before[table] as Set<string>)].filter((x) => !doomed[table].includes(x)).sort();
      expect(survivors, table).toEqual(expected);
    }
  });

  it('is a system job that only the Super Admin may watch', async () => {
    const id = await t.app.jobs.enqueue(CLEANUP_JOB, {});
    await t.waitForJob(id);
    const view = (who: string) =>
      t.signIn(who).then((token) => t.api('GET', `jobs/${id}`, undefined, { token }));
    // The demo `admin` is the Super Admin; the coach holds every registrations action.
    expect((await view('admin')).json()).toMatchObject({ kind: CLEANUP_JOB, state: 'completed' });
    expect((await view('coach')).statusCode).toBe(404);
    expect((await view('sam')).statusCode).toBe(404);
  });
});
