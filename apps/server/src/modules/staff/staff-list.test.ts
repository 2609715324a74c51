import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type SeededRole, type StaffMember } from '@fieldhouse/contract';
import { menuCalls, staffBed, type StaffBed } from '../../test/beds.ts';
import { freshMobile, person } from '../../test/journeys.ts';

/* The invitation form's words and refusals, the staff list, and a coach's teams; invitations themselves are in staff.test.ts. */

let { t, boss, seeded } = {} as StaffBed;

beforeAll(async () => ({ t, boss, seeded } = await staffBed()));
afterAll(() => t.close());

const call = menuCalls(() => ({ t, boss }), '15');
const mobile = freshMobile;

describe('staff accounts: the form, the list and the teams', () => {
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
