import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserStatus } from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';

// A database without demo people: each test decides who the Super Admins are.
let t: TestApp;
let superAdmin: number;
beforeAll(async () => {
  t = await startTestApp({}, { seed: 'base' });
  superAdmin = (await roleIds(t.db)).superAdmin;
});
afterAll(() => t.close());
// The Super Admins an earlier test left are put out of the way (suspended, as a deactivation leaves them).
beforeEach(async () => {
  await t.db
    .updateTable('users')
    .set({ status: UserStatus.suspended })
    .where('role_id', '=', superAdmin)
    .execute();
});

type Person = Awaited<ReturnType<typeof person>>;
const MENU = { headers: { menuID: '15' } };
const deactivate = (caller: Person, target: Person) =>
  t.api(
    'POST',
    `staff/${target.publicId}/status`,
    { action: 'suspend', reason: 'Left the club' },
    { token: caller.token, ...MENU },
  );
const takeRole = (caller: Person, target: Person) =>
  t.api('DELETE', `roles/${superAdmin}/holders/${target.publicId}`, undefined, { token: caller.token });

/** The Super Admins who can still sign in and act. */
const activeSuperAdmins = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', superAdmin)
      .where('status', '=', UserStatus.active)
      .execute()
  ).map((row) => row.id);

/** Exactly one call succeeded; the other was refused as the last one, or arrived after its caller was out. */
function exactlyOneWon(answers: { statusCode: number; json: () => { code?: string } }[]) {
  const codes = answers.map((r) => r.statusCode).sort();
  expect(codes[0], JSON.stringify(answers.map((r) => r.json()))).toBe(200);
  expect([401, 403, 409]).toContain(codes[1]);
  for (const answer of answers)
    if (answer.statusCode === 409) expect(answer.json().code).toBe('LAST_SUPER_ADMIN');
}

describe('the last active Super Admin', () => {
  it('two Super Admins deactivating each other at the same moment: exactly one succeeds', async () => {
    const [a, b] = [await person(t, 'superAdmin'), await person(t, 'superAdmin')];
    exactlyOneWon(await Promise.all([deactivate(a, b), deactivate(b, a)]));
    const left = await activeSuperAdmins();
    expect(left).toHaveLength(1);
    expect([a.userId, b.userId]).toContain(left[0]);
  });

  it('one deactivating while the other takes away their role, at once: exactly one succeeds', async () => {
    const [a, b] = [await person(t, 'superAdmin'), await person(t, 'superAdmin')];
    exactlyOneWon(await Promise.all([deactivate(a, b), takeRole(b, a)]));
    expect(await activeSuperAdmins()).toHaveLength(1);
  });

  it('counts only active Super Admins: a deactivated one does not keep the role from being emptied', async () => {
    const [a, b] = [await person(t, 'superAdmin'), await person(t, 'superAdmin')];
    const away = await person(t, 'superAdmin');
    expect((await deactivate(a, away)).statusCode).toBe(200);
    exactlyOneWon(await Promise.all([takeRole(a, b), takeRole(b, a)]));
    expect(await activeSuperAdmins()).toHaveLength(1);
  });

  it('does not count someone invited as Super Admin who has not yet set a password', async () => {
    const [a, b] = [await person(t, 'superAdmin'), await person(t, 'superAdmin')];
    const invited = await t.api(
      'POST',
      'staff',
      {
        fullName: 'Ines Invited',
        isdCode: '+44',
        mobile: '7700123987',
        email: 'ines@club.example',
        roleId: superAdmin,
      },
      { token: a.token, ...MENU },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    exactlyOneWon(await Promise.all([deactivate(a, b), deactivate(b, a)]));
    const usable = (await activeSuperAdmins()).filter((id) => id === a.userId || id === b.userId);
    expect(usable).toHaveLength(1);
  });

  it('still lets a Super Admin deactivate another while a second one stays', async () => {
    const [a, b] = [await person(t, 'superAdmin'), await person(t, 'superAdmin')];
    const c = await person(t, 'superAdmin');
    const answers = await Promise.all([deactivate(a, b), deactivate(a, c)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await activeSuperAdmins()).toEqual([a.userId]);
  });
});
