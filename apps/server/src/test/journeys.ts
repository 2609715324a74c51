import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { UserStatus, type RegisterRequest, type SeededRole } from '@fieldhouse/contract';
import { roleIds } from '../db/seed/base.ts';
import { insertUser } from '../modules/registration/registration.repository.ts';
import { createSession } from '../platform/sessions.repository.ts';
import type { TestApp } from './harness.ts';

let counter = 0;

/** A valid registration body, unique per call; override any field. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, '0');
  return {
    full_name: 'Robin Ashby',
    user_name: `robin${n}`,
    isd_code: '+44',
    mobile: `7800${n}`,
    email: `robin${n}@example.com`,
    date_of_birth: '1995-03-14',
    gender: 'other',
    sport_id: 1,
    password: 'Correct horse 42 battery',
    ...overrides,
  };
}

export type Registered = { token: string; subscriberID: string; userId: number; body: RegisterRequest };

/** Registers through the API and returns the new account's session. */
export async function register(t: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<Registered> {
  const body = registration(overrides);
  const res = await t.api('POST', 'subscriber/register', body);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const session = res.json<{ token: string; subscriberID: string; subscriberSeqID: number }>();
  return { token: session.token, subscriberID: session.subscriberID, userId: session.subscriberSeqID, body };
}

/**
 * The newest text sent to a number: its row in the SMS log, with the words as sent (the log keeps
 * them masked; demo mode shows them whole on the server's console only, which the harness keeps).
 */
export async function lastSms(t: TestApp, to: string) {
  const row = await t.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('to_number', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, text: t.texts.find((sent) => sent.id === row.id)?.text ?? row.text };
}

/** The 6-digit code in the newest text to a number. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const sms = await lastSms(t, to);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Registers and verifies the phone; the account ends at 7, 3 or 1 by age and settings. */
export async function registerVerified(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const account = await register(t, overrides);
  const to = `${account.body.isd_code}${account.body.mobile}`;
  await t.api('POST', 'sendotp', {}, { token: account.token });
  const res = await t.api('POST', 'validateotp', { code: await lastCode(t, to) }, { token: account.token });
  if (res.statusCode !== 200) throw new Error(`validateotp failed: ${res.body}`);
  return account;
}

let people = 0;

/** A signed-in, active person of a seeded role, made directly in the database (no sign-up journey). */
export async function person(
  t: TestApp,
  role: SeededRole,
): Promise<{ token: string; userId: number; publicId: string }> {
  const roles = await roleIds(t.db);
  const n = `${process.pid % 1000}${++people}${randomInt(1_000_000)}`.slice(-9).padStart(9, '0');
  const now = Date.now();
  const publicId = randomUUID();
  const userId = await insertUser(t.db, {
    public_id: publicId,
    user_name: `${role.toLowerCase()}_${n}`,
    full_name: `Test ${role} ${n}`,
    isd_code: '+44',
    mobile: `7${n}`,
    mobile_e164: `+447${n}`,
    email: null,
    date_of_birth: '1990-01-01',
    gender: null,
    sport_id: null,
    password_hash: 'not-used',
    role_id: roles[role],
    status: UserStatus.active,
    created_at: now,
    updated_at: now,
  });
  const lifetimes = { idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs };
  const token = await createSession(t.db, userId, lifetimes, { ip: null, userAgent: null });
  return { token, userId, publicId };
}

type Relation = {
  from: number;
  to: number;
  kind: 'parent' | 'friend';
  status: 'accepted' | 'pending';
  /** How it came about: a parent approval, or a connection request (the table's default). */
  origin?: 'approval' | 'request';
};

/** A row of `relations` as a request or an approval leaves it, written straight to the table. */
export async function relate(t: TestApp, { from, to, kind, status, origin }: Relation): Promise<void> {
  const now = Date.now();
  await t.db
    .insertInto('relations')
    .values({ from_user_id: from, to_user_id: to, kind, status, origin, created_at: now, updated_at: now })
    .execute();
}

/** A mobile number (without its country code) nobody else in the test database has. */
export const freshMobile = () => `7${String(randomInt(100_000_000, 999_999_999))}`;

/** Makes two people friends, as an accepted request leaves them (so they may chat). */
export const befriend = (t: TestApp, a: number, b: number) =>
  relate(t, { from: a, to: b, kind: 'friend', status: 'accepted' });

/**
 * Makes `parent` the parent of `child`: by the registration's parent approval (a family link), or
 * by an accepted connection request (`'request'`: a plain connection, no family access).
 */
export const parentOf = (
  t: TestApp,
  parent: number,
  child: number,
  origin: 'approval' | 'request' = 'approval',
) => relate(t, { from: parent, to: child, kind: 'parent', status: 'accepted', origin });

const TABLES = [
  'users',
  'sessions',
  'notifications',
  'otp_codes',
  'sms_outbox',
  'parent_requests',
  'relations',
  'audit_log',
  'rate_limit_hits',
] as const;

/** Every row of the tables a journey can change, to compare before and after a refused call. */
export async function snapshot(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // last_used_at moves when a token is used; it is not a change the caller made.
    const rows = await t.db.selectFrom(table).selectAll().orderBy(sql.ref('id')).execute();
    out[table] = rows.map((r) => (table === 'sessions' ? { ...r, last_used_at: 0 } : r));
  }
  return out;
}

/** Moves every stored time of the code tables and the limits' counters back, as if `ms` had passed. */
export async function travel(t: TestApp, ms: number) {
  await t.db
    .updateTable('otp_codes')
    .set((eb) => ({ created_at: eb('created_at', '-', ms), expires_at: eb('expires_at', '-', ms) }))
    .execute();
  await t.db
    .updateTable('rate_limit_hits')
    .set((eb) => ({ at: eb('at', '-', ms) }))
    .execute();
}
