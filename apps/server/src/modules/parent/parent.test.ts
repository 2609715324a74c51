import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBed, type DemoBed } from '../../test/beds.ts';
import { lastSms, register, registerVerified, snapshot } from '../../test/journeys.ts';

let { t, ids, tokens } = {} as DemoBed;
beforeAll(async () => ({ t, ids, tokens } = await demoBed()));
afterAll(() => t.close());

const birth = (years: number) => `${new Date().getUTCFullYear() - years - 1}-06-01`;
const minor = () => registerVerified(t, { date_of_birth: birth(12) });
const nameParent = (token: string, mobile: string, isd = '+44') =>
  t.api('POST', 'subscriber/parentID', { isd_code: isd, mobile }, { token });
const init = (token: string, childId: string, parentId: string) =>
  t.api('POST', 'subscriber/parentApprovalInit', { childId, parentId }, { token });
const answer = (token: string, body: Record<string, unknown>) =>
  t.api('POST', 'subscriber/parentApproval', body, { token });
const statusOf = async (publicId: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('status')
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
  ).status;
const notesTo = async (userName: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', await t.userId(userName))
    .orderBy('id', 'desc')
    .execute();

describe('the whole loop with a parent who has an account', () => {
  it('mia names sam: a request, a text with the link, a notification, and the status says wait', async () => {
    const res = await nameParent(tokens.mia!, '7700900003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: '200',
      parentMobile: '+44 •••• 0003',
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await lastSms(t, '+447700900003'))?.text).toContain(
      `http://localhost:3000/x?c=${ids.mia}&p=${ids.sam}`,
    );
    expect((await notesTo('sam'))[0]).toMatchObject({
      from_user_id: await t.userId('mia'),
      kind: 'parent-named',
      params: JSON.stringify({ name: 'Mia Okafor' }),
    });
    const info = await t.api('POST', 'subscriber/userstatusInfo', {}, { token: tokens.mia });
    expect(info.json()).toMatchObject({
      nextStep: 'await-parent',
      parentRequest: { parentMobile: '•••• 0003' },
    });
  });

  it("shows sam mia's details", async () => {
    const res = await init(tokens.sam!, ids.mia!, ids.sam!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: '200',
      child: {
        subscriberID: ids.mia,
        full_name: 'Mia Okafor',
        user_name: 'mia',
        date_of_birth: '2014-06-08',
      },
    });
  });

  it.each([
    ['coach with the link', 'coach', () => [ids.mia, ids.sam]],
    ['coach naming himself', 'coach', () => [ids.mia, ids.coach]],
    ["sam with someone else's child id", 'sam', () => [ids.coach, ids.sam]],
    ['mia herself', 'mia', () => [ids.mia, ids.mia]],
    ['an unknown child id', 'sam', () => ["' OR 1=1 --", ids.sam]],
  ])('refuses %s with 403, showing and changing nothing', async (_label, who, pair) => {
    const [childId, parentId] = pair() as [string, string];
    const before = await snapshot(t);
    for (const res of [
      await init(tokens[who]!, childId, parentId),
      await answer(tokens[who]!, { childId, parentId, decision: 'approve' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(res.body).not.toContain('Okafor');
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('sam approves: parent and child are linked, mia moves to review and is notified', async () => {
    const res = await answer(tokens.sam!, { childId: ids.mia, parentId: ids.sam, decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '200', decision: 'approve' });
    expect(await statusOf(ids.mia!)).toBe(3);
    const link = await t.db
      .selectFrom('relations')
      .selectAll()
      .where('kind', '=', 'parent')
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      from_user_id: await t.userId('sam'),
      to_user_id: await t.userId('mia'),
      kind: 'parent',
      status: 'accepted',
    });
    expect((await notesTo('mia'))[0]).toMatchObject({
      message: 'Sam Okafor approved your Fieldhouse account.',
      kind: 'parent-approved',
      params: JSON.stringify({ name: 'Sam Okafor' }),
    });
  });

  it('answers 410 to a second answer or look, changing nothing', async () => {
    const before = await snapshot(t);
    const again = await answer(tokens.sam!, { childId: ids.mia, parentId: ids.sam, decision: 'decline' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('ALREADY_DECIDED');
    expect((await init(tokens.sam!, ids.mia!, ids.sam!)).statusCode).toBe(410);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('a parent without an account', () => {
  it('registers from the link, verifies, sees the child and declines with a reason', async () => {
    const child = await minor();
    expect((await nameParent(child.token, '7911000111')).statusCode).toBe(200);
    const text = (await lastSms(t, '+447911000111'))?.text ?? '';
    const link = new URL(/http\S+/.exec(text)?.[0] ?? 'http://x');
    expect(link.pathname).toBe('/x');
    expect(link.searchParams.get('c')).toBe(child.subscriberID);
    const p = link.searchParams.get('p') ?? '';

    const parent = await register(t, { mobile: '7911000111', date_of_birth: birth(40) });
    expect((await init(parent.token, child.subscriberID, p)).json().code).toBe('PHONE_NOT_VERIFIED');
    await t.api('POST', 'sendotp', {}, { token: parent.token });
    const code = /\d{6}/.exec((await lastSms(t, '+447911000111'))?.text ?? '')?.[0];
    expect((await t.api('POST', 'validateotp', { code }, { token: parent.token })).statusCode).toBe(200);

    expect((await init(parent.token, child.subscriberID, p)).statusCode).toBe(200);
    const res = await answer(parent.token, {
      childId: child.subscriberID,
      parentId: p,
      decision: 'decline',
      reason: 'Not my child',
    });
    expect(res.json()).toEqual({ status: '200', decision: 'decline' });
    expect(await statusOf(child.subscriberID)).toBe(7);
    const note = await t.db
      .selectFrom('notifications')
      .select(['message', 'kind', 'params'])
      .where('user_id', '=', child.userId)
      .executeTakeFirst();
    expect(note).toMatchObject({
      kind: 'parent-declined',
      message: expect.stringContaining(': Not my child'),
    });
    expect(JSON.parse(note?.params ?? '')).toMatchObject({ reason: 'Not my child' });
    const row = await t.db
      .selectFrom('parent_requests')
      .selectAll()
      .where('public_id', '=', p)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'declined', reason: 'Not my child', parent_user_id: parent.userId });
  });
});

describe('a parent whose own account waits for review', () => {
  it('can see the request but not approve it until staff approve the parent', async () => {
    const child = await minor();
    const parent = await registerVerified(t, { date_of_birth: birth(40) });
    expect(await statusOf(parent.subscriberID)).toBe(3);
    expect((await nameParent(child.token, parent.body.mobile)).statusCode).toBe(200);
    expect((await init(parent.token, child.subscriberID, parent.subscriberID)).statusCode).toBe(200);
    const before = await snapshot(t);
    const body = { childId: child.subscriberID, parentId: parent.subscriberID, decision: 'approve' };
    const refused = await answer(parent.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PARENT_NOT_ACTIVE');
    expect(await snapshot(t)).toEqual(before);
    expect(await statusOf(child.subscriberID)).toBe(7);

    await t.api(
      'POST',
      `review/registrations/${parent.subscriberID}/decision`,
      { decision: 'approve' },
      {
        token: tokens.admin,
      },
    );
    expect((await answer(parent.token, body)).json()).toEqual({ status: '200', decision: 'approve' });
    expect(await statusOf(child.subscriberID)).not.toBe(7);
  });
});

describe('links that no longer work', () => {
  it('expires after 7 days', async () => {
    const child = await minor();
    await nameParent(child.token, '7700900002');
    await t.db
      .updateTable('parent_requests')
      .set((eb) => ({ expires_at: eb('expires_at', '-', 7 * 86_400_000 + 1000) }))
      .where('child_id', '=', child.userId)
      .execute();
    const res = await init(tokens.coach!, child.subscriberID, ids.coach!);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('LINK_EXPIRED');
  });

  it('is replaced when the child names someone else', async () => {
    const child = await minor();
    await nameParent(child.token, '7700900002');
    await nameParent(child.token, '7700900001');
    expect((await init(tokens.coach!, child.subscriberID, ids.coach!)).json().code).toBe('LINK_EXPIRED');
    expect((await init(tokens.admin!, child.subscriberID, ids.admin!)).statusCode).toBe(200);
  });

  it('cannot be answered by a parent who is a minor', async () => {
    const child = await minor();
    const other = await minor();
    await nameParent(child.token, other.body.mobile);
    expect((await init(other.token, child.subscriberID, other.subscriberID)).statusCode).toBe(403);
  });
});

describe('POST subscriber/parentID refusals', () => {
  it('refuses an account that is not waiting for a parent', async () => {
    const res = await nameParent(tokens.sam!, '7700900002');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it('refuses the child’s own number', async () => {
    const child = await minor();
    const res = await nameParent(child.token, child.body.mobile);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('mobile');
  });

  it('allows 5 requests a day', async () => {
    const child = await minor();
    for (let i = 0; i < 5; i++) expect((await nameParent(child.token, '7700900002')).statusCode).toBe(200);
    const res = await nameParent(child.token, '7700900002');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it.each([
    [{ isd_code: '+44', mobile: 'abc' }, 'mobile'],
    [{ isd_code: '+44', mobile: '<script>alert(1)</script>' }, 'mobile'],
    [{ isd_code: "+44' --", mobile: '7700900002' }, 'isd_code'],
    [{ mobile: '7700900002' }, 'isd_code'],
    [{ isd_code: '+44', mobile: '7700900002', extra: 1 }, 'extra'],
    [{ isd_code: '+44', mobile: 7700900002 }, 'mobile'],
  ])('refuses %j, changing nothing', async (body, field) => {
    const child = await minor();
    const before = await snapshot(t);
    const res = await t.api('POST', 'subscriber/parentID', body, { token: child.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST subscriber/parentApproval refusals', () => {
  it.each([
    [{ childId: 'a', parentId: 'b', decision: 'maybe' }, 'decision'],
    [{ childId: 'a', parentId: 'b', decision: 'approve', reason: 'x'.repeat(501) }, 'reason'],
    [{ childId: '', parentId: 'b', decision: 'approve' }, 'childId'],
    [{ parentId: 'b', decision: 'approve' }, 'childId'],
    [{ childId: 'a', parentId: 'b', decision: 'approve', extra: true }, 'extra'],
  ])('refuses %j', async (body, field) => {
    const res = await answer(tokens.sam!, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a caller without a token', async () => {
    expect(
      (await t.api('POST', 'subscriber/parentApprovalInit', { childId: 'a', parentId: 'b' })).statusCode,
    ).toBe(401);
  });
});
