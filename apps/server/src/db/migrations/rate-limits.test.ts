import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';
import { down, up } from './20261224090000_rate_limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The limits this migration knew; later ones (registrations, sign-in attempts) are not its concern.
const ITS_LIMITS = ['connection-asks', 'otp-sends-per-address', 'otp-sends-per-number', 'parent-requests'];

const counted = () =>
  t.db
    .selectFrom('rate_limit_hits')
    .select(['limit_name', 'key'])
    .where('limit_name', 'in', ITS_LIMITS)
    .orderBy('limit_name')
    .orderBy('key')
    .execute();

describe('rate-limit counters on a database that counted from its records before', () => {
  it('carries over the attempts still inside their window, and only those', async () => {
    const token = await t.signIn('sam');
    const samId = await t.userId('sam');
    await t.api('POST', 'connections/request', { userName: 'nobody-here', kind: 'friend' }, { token });
    const person = await register(t);
    await t.api('POST', 'sendotp', {}, { token: person.token, ip: '192.0.2.9' });
    const expected = await counted();
    expect(expected).toHaveLength(3);

    const raw = t.db as unknown as Kysely<unknown>;
    await down(raw);
    // An ask from two hours ago no longer counts against this hour.
    await t.db
      .insertInto('audit_log')
      .values({
        user_id: samId,
        action: 'connect-friend',
        menu_id: null,
        detail: null,
        ip: null,
        at: Date.now() - 7_200_000,
      })
      .execute();
    await up(raw);

    expect(expected).toEqual([
      { limit_name: 'connection-asks', key: String(samId) },
      { limit_name: 'otp-sends-per-address', key: '192.0.2.9' },
      { limit_name: 'otp-sends-per-number', key: `${person.body.isd_code}${person.body.mobile}` },
    ]);
    // The demo's parent request (mia, today) was made before the counter existed: it is carried too.
    const miaRequest = { limit_name: 'parent-requests', key: String(await t.userId('mia')) };
    expect(await counted()).toEqual([...expected, miaRequest]);
    const keys = await t.db
      .selectFrom('rate_limit_keys')
      .select('key')
      .where('limit_name', 'in', ITS_LIMITS)
      .execute();
    expect(keys).toHaveLength(4);
  });
});
