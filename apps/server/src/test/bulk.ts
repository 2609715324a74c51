import { randomInt, randomUUID } from 'node:crypto';
import { UserStatus, type BulkStatusRequest, type BulkStatusStarted } from '@fieldhouse/contract';
import type { Db } from '../db/connect.ts';
import type { TestApp } from './harness.ts';
import { person } from './journeys.ts';

/** Factories for bulk changes' tests: subscribers in a given status, named so a search finds only them. */
export async function subscribers(t: TestApp, count: number, o: { status?: number; name?: string } = {}) {
  const made = [];
  for (let i = 0; i < count; i++) {
    const one = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({
        status: o.status ?? UserStatus.active,
        ...(o.name ? { full_name: `${o.name} ${i}` } : {}),
      })
      .where('id', '=', one.userId)
      .execute();
    made.push(one);
  }
  return made;
}

/** A word nobody else's name holds (letters only: the search matches it anywhere in a name). */
export const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Starts a bulk change as `token`; answers the call's response. */
export const startBulk = (t: TestApp, token: string, body: BulkStatusRequest) =>
  t.api('POST', 'bulk/status', body, { token });

/** Starts one and waits for its job to end; answers the job's id. */
export async function bulkDone(t: TestApp, token: string, body: BulkStatusRequest) {
  const res = await startBulk(t, token, body);
  if (res.statusCode !== 200) throw new Error(`bulk start failed: ${res.body}`);
  const { jobId } = res.json<BulkStatusStarted>();
  await t.waitForJob(jobId);
  return jobId;
}

export const statusOf = async (t: TestApp, userId: number) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow()).status;

/** The audit entries written about a person, by kind. */
export const entriesAbout = (t: TestApp, publicId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'facts'])
    .where('object_id', '=', publicId)
    .execute();

/** `count` active accounts of a role, written straight to the table; answers their ids and public ids. */
export async function directAccounts(db: Db, role: number, count: number, word = 'staff') {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    // Ten digits, unique within the run: 7, the run's mark, the index.
    const n = String(7_000_000_000 + (now % 99_999) * 10_000 + i);
    return {
      public_id: randomUUID(),
      user_name: `bulkkill_${n}_${i}`,
      full_name: `${word} ${i}`,
      isd_code: '+44',
      mobile: n,
      mobile_e164: `+44${n}`,
      email: null,
      date_of_birth: '1990-01-01',
      gender: null,
      sport_id: null,
      password_hash: 'not-used',
      role_id: role,
      status: UserStatus.active,
      created_at: now,
      updated_at: now,
    };
  });
  const made: { id: number; public_id: string }[] = [];
  for (let from = 0; from < rows.length; from += 200)
    made.push(
      ...(await db
        .insertInto('users')
        .values(rows.slice(from, from + 200))
        .returning(['id', 'public_id'])
        .execute()),
    );
  return made;
}
