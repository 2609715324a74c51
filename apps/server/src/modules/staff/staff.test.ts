import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  PERSONAL_ACTIONS,
  type Action,
  type MenuResponse,
  type Role,
  type SeededRole,
  type StaffMember,
} from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { lastSms, person } from '../../test/journeys.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;
let seeded: Record<SeededRole, number>;
const MENU = { menuID: '15' };

beforeAll(async () => {
  t = await startTestApp();
  boss = await person(t, 'superAdmin');
  seeded = await roleIds(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, body?: unknown, token = boss.token) =>
  t.api(method, url, body, { token, headers: MENU });
const mobile = () => `7${String(randomInt(100_000_000, 999_999_999))}`;

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

  it('refuses a subscriber role, a number already in use, and bad fields, next to the field', async () => {
    const athlete = await person(t, 'subscriber');
    const base = {
      fullName: 'Sam Lee',
      isdCode: '+44',
      mobile: mobile(),
      email: 'sam@club.example',
      roleId: seeded.coach,
    };
    const subscriberRole = await call('POST', 'staff', { ...base, roleId: seeded.subscriber });
    expect(subscriberRole.json()).toMatchObject({ fieldCodes: { roleId: 'STAFF_ROLE_NOT_STAFF' } });
    const row = await t.db
      .selectFrom('users')
      .select('mobile')
      .where('id', '=', athlete.userId)
      .executeTakeFirstOrThrow();
    const taken = await call('POST', 'staff', { ...base, mobile: row.mobile });
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', fieldCodes: { mobile: 'MOBILE_TAKEN' } });
    const bad = await call('POST', 'staff', { ...base, email: 'nope', mobile: '12' });
    expect(bad.json()).toMatchObject({ fieldCodes: { email: 'EMAIL_INVALID', mobile: 'MOBILE_INVALID' } });
    // Nothing half-made is left behind.
    expect(await t.db.selectFrom('users').select('id').where('full_name', '=', 'Sam Lee').execute()).toEqual(
      [],
    );
  });

  it('words an empty invitation for the person filling it in: their name, a role to choose', async () => {
    const before = await t.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // What the console sent for an untouched form: no role chosen reads as 0.
    const res = await call('POST', 'staff', {
      fullName: ' ',
      isdCode: '+44',
      mobile: '',
      email: '',
      roleId: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        fullName: 'Enter their full name',
        mobile: FIELD_MESSAGES.MOBILE_INVALID,
        email: FIELD_MESSAGES.EMAIL_INVALID,
        roleId: 'Choose a role',
      },
      fieldCodes: { fullName: 'THEIR_FULL_NAME_EMPTY', roleId: 'ROLE_NOT_CHOSEN' },
    });
    const noRole = await call('POST', 'staff', {
      fullName: 'Sam Lee',
      isdCode: '+44',
      mobile: mobile(),
      email: 'sam@club.example',
    });
    expect(noRole.json()).toMatchObject({ fields: { roleId: 'Choose a role' } });
    const after = await t.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists staff by name for those who may view; only the Super Admin invites or deactivates', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (['admin', 'coach', 'subscriber'] as SeededRole[]).map(async (role) => [
          role,
          (await person(t, role)).token,
        ]),
      ),
    ) as Record<string, string>;
    const target = await person(t, 'coach');
    const admin = await call('GET', 'staff?limit=2', undefined, tokens.admin);
    expect(admin.statusCode).toBe(200);
    const page = admin.json<{ items: StaffMember[]; nextCursor: string }>();
    expect(page.items).toHaveLength(2);
    const next = await call('GET', `staff?limit=2&cursor=${page.nextCursor}`, undefined, tokens.admin);
    expect(next.json<{ items: StaffMember[] }>().items[0]?.subscriberID).not.toBe(
      page.items[1]?.subscriberID,
    );
    expect(page.items.every((m) => m.role.id !== seeded.subscriber)).toBe(true);

    for (const role of ['coach', 'subscriber']) {
      expect((await call('GET', 'staff', undefined, tokens[role])).statusCode, role).toBe(403);
    }
    for (const role of ['admin', 'coach', 'subscriber']) {
      const body = {
        fullName: 'No Body',
        isdCode: '+44',
        mobile: mobile(),
        email: 'no@club.example',
        roleId: seeded.coach,
      };
      expect((await call('POST', 'staff', body, tokens[role])).statusCode, role).toBe(403);
      const status = await call(
        'POST',
        `staff/${target.publicId}/status`,
        { action: 'suspend', reason: 'Because' },
        tokens[role],
      );
      expect(status.statusCode, role).toBe(403);
      expect(
        (await call('POST', `staff/${target.publicId}/invitation`, undefined, tokens[role])).statusCode,
      ).toBe(403);
    }
    expect((await t.api('GET', 'staff')).statusCode).toBe(401);
    expect((await call('POST', `staff/${target.publicId}/invitation`)).statusCode).toBe(409);
    expect((await t.api('GET', 'invitation/not-a-real-token-at-all-xyz')).statusCode).toBe(410);
  });

  it('shows the teams a coach coaches', async () => {
    const coach = await person(t, 'coach');
    const [sport, age, season] = await Promise.all([
      call('POST', 'master/sports', { name: `Sport ${randomInt(1e9)}` }),
      call('POST', 'master/age-categories', {
        name: `U${randomInt(1e9)}`,
        minAge: null,
        underAge: 12,
        cutoffMonth: 9,
        cutoffDay: 1,
      }),
      call('POST', 'master/seasons', {
        name: `S ${randomInt(1e9)}`,
        startsOn: '2027-09-01',
        endsOn: '2028-06-01',
        current: false,
      }),
    ]);
    const id = (r: typeof sport) => r.json<{ entry: { id: number } }>().entry.id;
    const name = `Falcons ${randomInt(1e9)}`;
    const team = await call('POST', 'master/teams', {
      name,
      sportId: id(sport),
      ageCategoryId: id(age),
      seasonId: id(season),
      coaches: [coach.publicId],
    });
    expect(team.statusCode, team.body).toBe(200);
    const { user_name } = await t.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', coach.userId)
      .executeTakeFirstOrThrow();
    const found = await call('GET', `staff?q=${encodeURIComponent(user_name)}`);
    expect(found.json()).toMatchObject({ items: [{ subscriberID: coach.publicId, teams: [{ name }] }] });
  });
});
