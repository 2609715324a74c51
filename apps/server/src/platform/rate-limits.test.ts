import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_ASKS_PER_HOUR } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { register, type Registered } from '../test/journeys.ts';
import { hit, LIMITS, type Limit } from './rate-limits.ts';

// Parallel requests must not get past a limit: on PostgreSQL they run on separate connections.
const ADDRESS_LIMIT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OTP_SENDS_PER_ADDRESS_PER_HOUR: String(ADDRESS_LIMIT) });
});
afterAll(() => t.close());

const hitsOf = async (name: string, key: string) =>
  (
    await t.db
      .selectFrom('rate_limit_hits')
      .select('at')
      .where('limit_name', '=', name)
      .where('key', '=', key)
      .execute()
  ).length;

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('limits under parallel requests', () => {
  it(`lets no more than ${CONNECTION_ASKS_PER_HOUR} asks to connect through at once`, async () => {
    const token = await t.signIn('sam');
    const samId = await t.userId('sam');
    const extra = 10;
    const responses = await Promise.all(
      Array.from({ length: CONNECTION_ASKS_PER_HOUR + extra }, (_, i) =>
        t.api('POST', 'connections/request', { userName: `nobody${i}`, kind: 'friend' }, { token }),
      ),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(CONNECTION_ASKS_PER_HOUR).fill(404),
      ...Array<number>(extra).fill(429),
    ]);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await hitsOf('connection-asks', String(samId))).toBe(CONNECTION_ASKS_PER_HOUR);
    // The audit trail still records every miss that counted, and only those.
    const audited = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', samId)
      .where('action', '=', 'connect-not-found')
      .execute();
    expect(audited).toHaveLength(CONNECTION_ASKS_PER_HOUR);
  });

  it(`sends no more than ${ADDRESS_LIMIT} phone codes to people behind one address at once`, async () => {
    const ip = '198.51.100.20';
    const people: Registered[] = [];
    for (let i = 0; i < ADDRESS_LIMIT + 3; i++) people.push(await register(t));
    const responses = await Promise.all(
      people.map((p) => t.api('POST', 'sendotp', {}, { token: p.token, ip })),
    );
    expect(statuses(responses)).toEqual([
      ...Array<number>(ADDRESS_LIMIT).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: 'OTP_SEND_LIMIT' });
    expect(await hitsOf('otp-sends-per-address', ip)).toBe(ADDRESS_LIMIT);
    const codes = await t.db.selectFrom('otp_codes').select('id').where('ip', '=', ip).execute();
    expect(codes).toHaveLength(ADDRESS_LIMIT);
    // A refused send took back the per-number attempt it counted before the address refused it.
    const counted = await Promise.all(people.map((p) => hitsOf('otp-sends-per-number', phone(p))));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(ADDRESS_LIMIT);
  });
});

const phone = (p: Registered) => `${p.body.isd_code}${p.body.mobile}`;

describe('hit', () => {
  const small: Limit = { name: 'parent-requests', windowMs: 60_000, max: 2 };

  it('allows `max` of many parallel attempts on one key, and records only those', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => hit(t.db, small, 'parallel')));
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(await hitsOf(small.name, 'parallel')).toBe(2);
    const refused = results.find((r) => !r.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(59);
  });

  it('counts each key apart, and lets attempts out of the window go', async () => {
    expect((await hit(t.db, small, 'rolling-a')).allowed).toBe(true);
    expect((await hit(t.db, small, 'rolling-a')).allowed).toBe(true);
    expect((await hit(t.db, small, 'rolling-a')).allowed).toBe(false);
    expect((await hit(t.db, small, 'rolling-b')).allowed).toBe(true);
    await t.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ at: eb('at', '-', small.windowMs) }))
      .where('key', '=', 'rolling-a')
      .execute();
    expect((await hit(t.db, small, 'rolling-a')).allowed).toBe(true);
    // The attempts that left the window were pruned when the new one was counted.
    expect(await hitsOf(small.name, 'rolling-a')).toBe(1);
  });

  it('counts nothing when the transaction it ran in rolls back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        expect((await hit(trx, LIMITS.connectionAsks, 'rolled-back')).allowed).toBe(true);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await hitsOf(LIMITS.connectionAsks.name, 'rolled-back')).toBe(0);
  });
});
