import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, type SeededRole } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { recordCalls } from '../../test/record-calls.ts';
import { person, registerVerified } from '../../test/journeys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

const { read, record, post, edit, auditOf } = recordCalls(() => t);
const suspend = (caller: Person, id: string, reason = 'Membership fee unpaid') =>
  post(caller, id, 'status', { action: 'suspend', reason });
/** A signed-up, active athlete who signs in with a password. */
async function athleteWithPassword() {
  const athlete = await registerVerified(t);
  await t.db
    .updateTable('users')
    .set({ status: UserStatus.active })
    .where('id', '=', athlete.userId)
    .execute();
  return athlete;
}
const statusOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow()).status;

describe('GET subscribers/{id}', () => {
  it('shows staff the profile, family, sessions, notifications and texts, and what they may do', async () => {
    const admin = await person(t, 'admin');
    const parent = await person(t, 'subscriber');
    const child = await person(t, 'subscriber');
    const now = Date.now();
    await t.db
      .insertInto('relations')
      .values({
        from_user_id: parent.userId,
        to_user_id: child.userId,
        kind: 'parent',
        status: 'accepted',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('sms_outbox')
      .values({
        user_id: child.userId,
        to_number: '+447000000000',
        kind: 'otp',
        text: 'Your code is 123456',
        driver: 'outbox',
        delivery_status: 'stored',
        created_at: now,
        updated_at: now,
      })
      .execute();

    const got = await record(admin, child.publicId);
    expect(got.profile.subscriberID).toBe(child.publicId);
    expect(got.profile.user_status).toBe(UserStatus.active);
    expect(got.connections).toEqual([
      expect.objectContaining({ subscriberID: parent.publicId, role: 'parent' }),
    ]);
    expect(got.openSessions).toHaveLength(1);
    expect(got.signIns).toHaveLength(1);
    expect(got.texts).toEqual([expect.objectContaining({ kind: 'otp', text: 'Your code is ••••••' })]);
    expect(got.can).toEqual({ edit: true, suspend: true, text: true, family: true });

    const parentView = await record(admin, parent.publicId);
    expect(parentView.connections).toEqual([
      expect.objectContaining({ subscriberID: child.publicId, role: 'child' }),
    ]);
  });

  it('lets coaches look but not change, and keeps subscribers and strangers out', async () => {
    const coach = await person(t, 'coach');
    const subscriber = await person(t, 'subscriber');
    const other = await person(t, 'subscriber');
    expect((await record(coach, other.publicId)).can).toEqual({
      edit: false,
      suspend: false,
      text: false,
      family: false,
    });
    expect((await read(subscriber, other.publicId)).statusCode).toBe(403);
    expect((await t.api('GET', `subscribers/${other.publicId}`)).statusCode).toBe(401);
    const missing = await read(await person(t, 'admin'), 'no-such-person');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');

    for (const call of [
      suspend(coach, other.publicId),
      post(coach, other.publicId, 'sign-out'),
      post(coach, other.publicId, 'text', { text: 'Hello' }),
      edit(coach, other.publicId, { full_name: 'Changed Name' }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    expect(await statusOf(other.userId)).toBe(UserStatus.active);
  });

  it('answers every seeded role as its grants say', async () => {
    const target = await person(t, 'subscriber');
    const expected: Record<SeededRole, number> = { superAdmin: 200, admin: 200, coach: 200, subscriber: 403 };
    for (const [role, code] of Object.entries(expected)) {
      expect((await read(await person(t, role as SeededRole), target.publicId)).statusCode, role).toBe(code);
    }
  });
});

describe('suspend and reactivate', () => {
  it('ends their sessions at once, tells them why at sign-in, and records who and why', async () => {
    const admin = await person(t, 'admin');
    const athlete = await athleteWithPassword();
    expect((await t.api('GET', 'connections', undefined, { token: athlete.token })).statusCode).toBe(200);

    const res = await suspend(admin, athlete.subscriberID, 'Kit not returned');
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.api('GET', 'connections', undefined, { token: athlete.token });
    expect(after.statusCode).toBe(401);
    const signIn = await t.api('POST', 'login', {
      username: athlete.body.user_name,
      password: athlete.body.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(signIn.json().message).toContain('Kit not returned');

    const got = await record(admin, athlete.subscriberID);
    expect(got.profile.user_status).toBe(UserStatus.suspended);
    expect(got.statusReason).toBe('Kit not returned');
    expect(got.openSessions).toEqual([]);
    expect(got.statusHistory).toEqual([
      expect.objectContaining({
        from: UserStatus.active,
        to: UserStatus.suspended,
        reason: 'Kit not returned',
        by: expect.objectContaining({ subscriberID: admin.publicId }),
      }),
    ]);

    expect((await post(admin, athlete.subscriberID, 'status', { action: 'reactivate' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(athlete.userId)).toBe(UserStatus.active);
    const again = await t.api('POST', 'login', {
      username: athlete.body.user_name,
      password: athlete.body.password,
    });
    expect(again.statusCode).toBe(200);
    expect((await post(admin, athlete.subscriberID, 'status', { action: 'reactivate' })).statusCode).toBe(
      409,
    );
    expect((await auditOf(athlete.subscriberID)).map((a) => [a.action, a.menu_id, a.user_id])).toEqual([
      ['subscriber-suspend', 13, admin.userId],
      ['subscriber-reactivate', 13, admin.userId],
    ]);
  });

  it('puts back the status they had before: a registration waiting for review waits again', async () => {
    const admin = await person(t, 'admin');
    const waiting = await person(t, 'subscriber');
    await t.db
      .updateTable('users')
      .set({ status: UserStatus.awaitingReview })
      .where('id', '=', waiting.userId)
      .execute();
    expect((await suspend(admin, waiting.publicId)).statusCode).toBe(200);
    expect((await post(admin, waiting.publicId, 'status', { action: 'reactivate' })).statusCode).toBe(200);
    expect(await statusOf(waiting.userId)).toBe(UserStatus.awaitingReview);
  });

  it('needs a reason, and refuses what is already suspended', async () => {
    const admin = await person(t, 'admin');
    const target = await person(t, 'subscriber');
    const bare = await suspend(admin, target.publicId, ' ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldCodes).toEqual({ reason: 'SUSPENSION_REASON_SHORT' });
    expect(await statusOf(target.userId)).toBe(UserStatus.active);
    expect((await suspend(admin, target.publicId)).statusCode).toBe(200);
    expect((await suspend(admin, target.publicId)).statusCode).toBe(409);
  });

  it('lets exactly one of two staff acting at once change the status', async () => {
    const [a, b] = await Promise.all([person(t, 'admin'), person(t, 'admin')]);
    const target = await person(t, 'subscriber');
    const codes = (await Promise.all([suspend(a, target.publicId), suspend(b, target.publicId)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    const changes = await t.db
      .selectFrom('status_changes')
      .select('id')
      .where('user_id', '=', target.userId)
      .execute();
    expect(changes).toHaveLength(1);
  });

  it('keeps staff accounts, their own included, to the staff calls (404 here)', async () => {
    const admin = await person(t, 'admin');
    const boss = await person(t, 'superAdmin');
    expect((await suspend(admin, admin.publicId)).statusCode).toBe(404);
    expect((await suspend(admin, boss.publicId)).statusCode).toBe(404);
    expect((await record(admin, boss.publicId)).can).toMatchObject({ edit: false, suspend: false });
    expect((await suspend(boss, admin.publicId)).statusCode).toBe(404);
    expect(await statusOf(boss.userId)).toBe(UserStatus.active);
    expect(await statusOf(admin.userId)).toBe(UserStatus.active);
  });
});

describe('sign out everywhere', () => {
  it('ends every open session of the person', async () => {
    const admin = await person(t, 'admin');
    const athlete = await athleteWithPassword();
    const res = await post(admin, athlete.subscriberID, 'sign-out');
    expect(res.statusCode).toBe(200);
    expect((await t.api('GET', 'connections', undefined, { token: athlete.token })).statusCode).toBe(401);
    expect((await record(admin, athlete.subscriberID)).openSessions).toEqual([]);
    expect((await auditOf(athlete.subscriberID)).map((a) => a.action)).toEqual(['subscriber-sign-out']);
  });
});
