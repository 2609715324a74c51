import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSONAL_ACTIONS,
  type Action,
  type MenuResponse,
  type Role,
  type StaffMember,
} from '@fieldhouse/contract';
import { menuCalls, staffBed, type StaffBed } from '../../test/beds.ts';
import { lastSms, freshMobile, person } from '../../test/journeys.ts';

let { t, boss, seeded } = {} as StaffBed;

beforeAll(async () => ({ t, boss, seeded } = await staffBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '15');
const mobile = freshMobile;

async function invite(roleId = seeded.coach, fullName = 'Amal Haddad') {
  const number = mobile();
  const res = await call('POST', 'staff', {
    fullName,
    isdCode: '+44',
    mobile: number,
    email: `amal.${number}@club.example`,
    roleId,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { member } = res.json<{ member: StaffMember }>();
  const sms = await lastSms(t, `+44${number}`);
  const token = /\/invitation\/([\w-]+)/.exec(sms?.text ?? '')?.[1];
  if (!token) throw new Error('no invitation link was texted');
  return { member, token, number, sms: sms! };
}

describe('staff accounts', () => {
  it('invites a staff member by text; the link sets their password once, and they sign in', async () => {
    const { member, token, number, sms } = await invite(seeded.coach, 'Amal Haddad');
    expect(member).toMatchObject({
      fullName: 'Amal Haddad',
      userName: expect.stringMatching(/^amal\.haddad\d*$/),
      mobile: `+44${number}`,
      role: { id: seeded.coach },
      state: 'invited',
      invitedAt: expect.any(String),
      teams: [],
    });
    expect(sms).toMatchObject({ kind: 'invite', user_id: expect.any(Number) });
    expect(sms.text).toContain(`${t.config.publicUrl}/auth/invitation/${token}`);

    // Until the link is used, no password signs them in.
    const before = await t.api('POST', 'login', {
      username: member.userName,
      password: 'correct horse battery',
    });
    expect(before.statusCode).toBe(401);

    expect((await t.api('GET', `invitation/${token}`)).json()).toMatchObject({
      fullName: 'Amal Haddad',
      userName: member.userName,
    });
    const weak = await t.api('POST', `invitation/${token}`, { password: 'short' });
    expect(weak.json()).toMatchObject({ fieldCodes: { password: 'PASSWORD_TOO_SHORT' } });
    const set = await t.api('POST', `invitation/${token}`, { password: 'correct horse battery' });
    expect(set.statusCode, set.body).toBe(200);
    const again = await t.api('POST', `invitation/${token}`, { password: 'another horse battery' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'INVITATION_INVALID' });

    const login = await t.api('POST', 'login', {
      username: member.userName,
      password: 'correct horse battery',
    });
    expect(login.statusCode, login.body).toBe(200);
    const listed = (await call('GET', `staff?q=${encodeURIComponent(member.userName)}`)).json<{
      items: StaffMember[];
    }>();
    expect(listed.items).toMatchObject([
      { subscriberID: member.subscriberID, state: 'active', invitedAt: null },
    ]);

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'menu_id'])
      .where('object_id', '=', member.subscriberID)
      .execute();
    expect(trail).toContainEqual({ action: 'staff-invite', menu_id: 15 });
  });

  it('uses the link once when two requests use it at the same moment', async () => {
    const { token } = await invite();
    const answers = await Promise.all(
      [1, 2, 3].map((n) => t.api('POST', `invitation/${token}`, { password: `correct horse battery ${n}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  });

  it('makes one account when two invitations for the same number arrive at once', async () => {
    const number = mobile();
    const body = (name: string) => ({
      fullName: `Twin ${name}`,
      isdCode: '+44',
      mobile: number,
      email: `twin.${name.toLowerCase()}@club.example`,
      roleId: seeded.coach,
    });
    const answers = await Promise.all(['Ann', 'Bea', 'Cal'].map((name) => call('POST', 'staff', body(name))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      fieldCodes: { mobile: 'MOBILE_TAKEN' },
    });
    const made = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile_e164', '=', `+44${number}`)
      .execute();
    expect(made).toHaveLength(1);
    const invitations = await t.db
      .selectFrom('staff_invitations')
      .select('id')
      .where('user_id', '=', made[0]!.id)
      .execute();
    expect(invitations).toHaveLength(1);
  });

  it('a new invitation ends the earlier link; a link is never kept in the audit trail', async () => {
    const { member, token } = await invite();
    const res = await call('POST', `staff/${member.subscriberID}/invitation`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.api('GET', `invitation/${token}`)).statusCode).toBe(410);
    const detail = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'facts'])
      .where('object_id', '=', member.subscriberID)
      .execute();
    expect(JSON.stringify(detail)).not.toContain(token);
  });

  it('gives a new staff member a view-only role, and their console shows only that', async () => {
    const made = await call('POST', 'roles', { name: `Viewers ${randomInt(1_000_000)}` }, boss.token);
    const role = made.json<{ role: Role }>().role;
    expect(
      (await t.api('PATCH', `roles/${role.id}`, { actions: ['subscriber.view'] }, { token: boss.token }))
        .statusCode,
    ).toBe(200);
    const { member, token } = await invite(role.id, 'Viewer Person');
    expect(member.role).toEqual({ id: role.id, name: role.name });
    await t.api('POST', `invitation/${token}`, { password: 'correct horse battery' });
    const signedIn = await t.api('POST', 'login', {
      username: member.userName,
      password: 'correct horse battery',
    });
    const session = signedIn.json<{ token: string }>().token;
    const menu = (await t.api('POST', 'menu', { data: '' }, { token: session })).json<MenuResponse>();
    // Of staff work only that; their own account (PERSONAL_ACTIONS) comes with any role.
    expect(menu.actions.filter((a) => !PERSONAL_ACTIONS.includes(a as Action))).toEqual(['subscriber.view']);
  });

  it('deactivates a staff member with a reason: their sessions end and they are told why; then reactivates', async () => {
    const coach = await person(t, 'coach');
    const off = await call('POST', `staff/${coach.publicId}/status`, {
      action: 'suspend',
      reason: 'Left the club',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ member: { state: 'deactivated' } });
    const refused = await t.api('POST', 'menu', { data: '' }, { token: coach.token });
    expect(refused.statusCode).toBe(401);
    const on = await call('POST', `staff/${coach.publicId}/status`, { action: 'reactivate' });
    expect(on.json()).toMatchObject({ member: { state: 'active' } });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', coach.publicId)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['staff-deactivate', 'staff-reactivate']);
  });
});
