import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { befriend, person, registerVerified, snapshot } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';
import { auditOf, family, message, type Someone } from '../../test/safeguarding.ts';

/* The outcome "account suspended" of a safeguarding report suspends the account it is about. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statusOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow()).status;

/** An adult with a password who messaged a child, the child's report of it, and staff to decide. */
async function reported() {
  const adult = await registerVerified(t);
  await t.db.updateTable('users').set({ status: UserStatus.active }).where('id', '=', adult.userId).execute();
  // A child of 14 whose parent is linked, and staff holding safeguarding.review.
  const { kid, staff } = await family(t);
  await befriend(t, adult.userId, kid.userId);
  const sender = { token: adult.token, userId: adult.userId, publicId: adult.subscriberID };
  const id = await message(t, sender, kid, 'meet me after training, alone');
  const res = await t.api(
    'POST',
    'safeguarding/reports',
    { kind: 'message', messageId: id, reason: 'inappropriate-contact' },
    { token: kid.token },
  );
  return { adult, kid, staff, reportId: res.json<{ reportId: number }>().reportId };
}

const decide = (who: Someone, reportId: number, outcome: string) =>
  t.api(
    'POST',
    `safeguarding/reports/${reportId}/outcome`,
    { outcome, note: 'asked a child to meet alone' },
    { token: who.token, headers: { menuID: '23' } },
  );

describe('a report decided "account suspended"', () => {
  it('suspends the account, audited: signed out, its live channel closed, no sign-in, no API; reactivated as any suspension', async () => {
    const { adult, staff, reportId } = await reported();
    const tab = await openSignedInLive(await t.app.listen({ host: '127.0.0.1', port: 0 }), adult.token);
    try {
      expect((await decide(staff, reportId, 'account-suspended')).statusCode).toBe(200);
      await tab.closed;
    } finally {
      tab.close();
    }
    expect(await statusOf(adult.userId)).toBe(UserStatus.suspended);
    // The API answers no more on the old session.
    expect((await t.api('GET', 'connections', undefined, { token: adult.token })).statusCode).toBe(401);
    const signIn = await t.api('POST', 'login', {
      username: adult.body.user_name,
      password: adult.body.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    // The person is told it followed a report, not the staff's note.
    expect(signIn.json().message).toContain('safeguarding report');
    expect(signIn.json().message).not.toContain('alone');
    const suspended = (await auditOf(t, 'subscriber-suspend')).filter(
      (a) => a.object_id === adult.subscriberID,
    );
    expect(suspended).toEqual([expect.objectContaining({ user_id: staff.userId, menu_id: 23 })]);
    expect(
      (await auditOf(t, 'safeguarding-report-decide')).filter((a) => a.object_id === adult.subscriberID),
    ).toHaveLength(1);

    // Staff reactivate them from their record, as after any suspension.
    const back = await t.api(
      'POST',
      `subscribers/${adult.subscriberID}/status`,
      { action: 'reactivate' },
      { token: staff.token },
    );
    expect(back.statusCode).toBe(200);
    expect(await statusOf(adult.userId)).toBe(UserStatus.active);
    const again = await t.api('POST', 'login', {
      username: adult.body.user_name,
      password: adult.body.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('other outcomes leave the account as it is', async () => {
    const { adult, staff, reportId } = await reported();
    expect((await decide(staff, reportId, 'warned')).statusCode).toBe(200);
    expect(await statusOf(adult.userId)).toBe(UserStatus.active);
    expect((await t.api('GET', 'connections', undefined, { token: adult.token })).statusCode).toBe(200);
  });

  it('records the outcome for an account already suspended, which stays so', async () => {
    const { adult, staff, reportId } = await reported();
    await t.api(
      'POST',
      `subscribers/${adult.subscriberID}/status`,
      { action: 'suspend', reason: 'Kit not returned' },
      { token: staff.token },
    );
    expect((await decide(staff, reportId, 'account-suspended')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['status', 'status_reason'])
      .where('id', '=', adult.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: UserStatus.suspended, status_reason: 'Kit not returned' });
  });

  it('is refused for a staff account (a Super Admin deactivates it), and to a coach; nothing changes', async () => {
    const { kid, staff } = await family(t);
    const coach = await person(t, 'coach');
    await befriend(t, coach.userId, kid.userId);
    const id = await message(t, coach, kid, 'a message');
    const reportId = (
      await t.api(
        'POST',
        'safeguarding/reports',
        { kind: 'message', messageId: id, reason: 'bullying' },
        { token: kid.token },
      )
    ).json<{ reportId: number }>().reportId;
    const before = await snapshot(t);
    const refused = await decide(staff, reportId, 'account-suspended');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await decide(coach, reportId, 'account-suspended')).statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
    const report = await t.db
      .selectFrom('safeguarding_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('open');
    expect(await statusOf(coach.userId)).toBe(UserStatus.active);
  });
});
