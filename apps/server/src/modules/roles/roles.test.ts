import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSONAL_ACTIONS,
  type MenuResponse,
  type Role,
  type RoleHoldersResponse,
  type SeededRole,
} from '@fieldhouse/contract';
import { roleIds } from '../../db/seed/base.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { person } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof person>>;
let seeded: Record<SeededRole, number>;
const MENU = { menuID: '14' };

beforeAll(async () => {
  t = await startTestApp();
  boss = await person(t, 'superAdmin');
  seeded = await roleIds(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = boss.token) =>
  t.api(method, url, body, { token, headers: MENU });
const userName = async (userId: number) =>
  (await t.db.selectFrom('users').select('user_name').where('id', '=', userId).executeTakeFirstOrThrow())
    .user_name;
const roleOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow())
    .role_id;
let named = 0;
async function newRole(actions: string[] = []) {
  const res = await call('POST', 'roles', { name: `Viewers ${Date.now() % 100_000}-${++named}` });
  expect(res.statusCode, res.body).toBe(200);
  const { role } = res.json<{ role: Role }>();
  if (actions.length) expect((await call('PATCH', `roles/${role.id}`, { actions })).statusCode).toBe(200);
  return role;
}

describe('roles', () => {
  it('lists every role with its holders and actions', async () => {
    const res = await call('GET', 'roles');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Role[] }>();
    const superAdmin = items.find((r) => r.id === seeded.superAdmin);
    expect(superAdmin).toMatchObject({ key: 'superAdmin', holders: expect.any(Number) });
    expect(superAdmin?.actions).toContain('roles.edit');
    expect(items.find((r) => r.id === seeded.coach)?.actions).toContain('subscriber.view');
  });

  it('makes a role that may only view subscribers; its holder sees that beside their own account, and the change is audited', async () => {
    const role = await newRole(['subscriber.view']);
    const staff = await person(t, 'subscriber');
    const given = await call('POST', `roles/${role.id}/holders`, { userName: await userName(staff.userId) });
    expect(given.statusCode, given.body).toBe(200);

    const menu = (await t.api('POST', 'menu', { data: '' }, { token: staff.token })).json<MenuResponse>();
    // Everyone's own account (PERSONAL_ACTIONS) comes with any role; of staff work, only this.
    expect([...menu.actions].sort()).toEqual(['subscriber.view', ...PERSONAL_ACTIONS].sort());
    expect(JSON.stringify(menu.menu)).toContain('/subscriber');
    expect(JSON.stringify(menu.menu)).toContain('/profile');
    expect(JSON.stringify(menu.menu)).not.toContain('"/event"');
    expect((await t.api('GET', 'subscribers', undefined, { token: staff.token })).statusCode).toBe(200);
    expect((await t.api('GET', 'subscribers/export.csv', undefined, { token: staff.token })).statusCode).toBe(
      403,
    );

    const holders = (await call('GET', `roles/${role.id}/holders`)).json<RoleHoldersResponse>();
    expect(holders.items.map((h) => h.userName)).toEqual([await userName(staff.userId)]);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'menu_id'])
      .where('user_id', '=', boss.userId)
      .where('action', 'in', ['role-create', 'role-edit', 'role-give'])
      .execute();
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['role-create', 'role-edit', 'role-give']),
    );
    expect(trail.every((e) => e.menu_id === 14)).toBe(true);
  });

  it("tells its holders' open consoles when what the role grants changes, or when they get another role", async () => {
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const role = await newRole(['subscriber.view']);
    const [holder, bystander] = [await person(t, 'subscriber'), await person(t, 'coach')];
    await call('POST', `roles/${role.id}/holders`, { userName: await userName(holder.userId) });
    const [holderTab, bystanderTab] = [
      await openSignedInLive(baseUrl, holder.token),
      await openSignedInLive(baseUrl, bystander.token),
    ];
    try {
      await call('PATCH', `roles/${role.id}`, { actions: ['subscriber.view', 'subscriber.export'] });
      await holderTab.next('grants');
      await call('POST', `roles/${seeded.admin}/holders`, { userName: await userName(bystander.userId) });
      await bystanderTab.next('grants');
      expect(bystanderTab.received.filter((m) => m.type === 'grants')).toHaveLength(1);
    } finally {
      holderTab.close();
      bystanderTab.close();
    }
  });

  it('two edits of one role at once: the later one wins whole, never a merge of both', async () => {
    const sets = [
      ['subscriber.view', 'subscriber.edit', 'sms.view'],
      ['audit.view', 'master.view', 'event.view'],
    ];
    for (let round = 0; round < 5; round++) {
      const role = await newRole(['dashboard.view']);
      const answers = await Promise.all(
        sets.map((actions) => call('PATCH', `roles/${role.id}`, { actions })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const held = (
        await t.db.selectFrom('role_actions').select('action').where('role_id', '=', role.id).execute()
      )
        .map((r) => r.action)
        .sort();
      expect(sets.map((set) => [...set].sort())).toContainEqual(held);
    }
  });

  it('renames; refuses a name another role has, unknown actions and changes to the Super Admin role', async () => {
    const role = await newRole();
    expect((await call('PATCH', `roles/${role.id}`, { name: 'Kit managers' })).json()).toMatchObject({
      role: { name: 'Kit managers' },
    });
    const taken = await call('PATCH', `roles/${role.id}`, { name: 'coach' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ fields: { name: expect.any(String) } });
    expect((await call('PATCH', `roles/${role.id}`, { actions: ['subscriber.fly'] })).statusCode).toBe(400);
    expect((await call('PATCH', `roles/${role.id}`, { actions: ['roles.edit'] })).statusCode).toBe(400);
    const fixed = await call('PATCH', `roles/${seeded.superAdmin}`, { actions: [] });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ code: 'ROLE_FIXED' });
    expect(
      (await call('GET', 'roles')).json<{ items: Role[] }>().items.find((r) => r.id === role.id)?.actions,
    ).toEqual([]);
  });

  it('deletes a role nobody holds, never one somebody holds nor a seeded one', async () => {
    const role = await newRole();
    const staff = await person(t, 'subscriber');
    await call('POST', `roles/${role.id}/holders`, { userName: await userName(staff.userId) });
    const inUse = await call('DELETE', `roles/${role.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'ROLE_IN_USE' });
    expect((await call('DELETE', `roles/${seeded.coach}`)).json()).toMatchObject({ code: 'ROLE_SEEDED' });
    expect((await call('DELETE', `roles/${role.id}/holders/${staff.publicId}`)).statusCode).toBe(200);
    expect(await roleOf(staff.userId)).toBe(seeded.subscriber);
    expect((await call('DELETE', `roles/${role.id}`)).statusCode).toBe(200);
    expect((await call('GET', 'roles')).json<{ items: Role[] }>().items.some((r) => r.id === role.id)).toBe(
      false,
    );
  });

  it('keeps the last Super Admin, and nobody takes away their own Super Admin role', async () => {
    // A database of its own: these tests empty the Super Admin role.
    const own = await startTestApp();
    try {
      const { superAdmin } = await roleIds(own.db);
      await own.db
        .updateTable('users')
        .set({ role_id: (await roleIds(own.db)).admin })
        .where('role_id', '=', superAdmin)
        .execute();
      const a = await person(own, 'superAdmin');
      const b = await person(own, 'superAdmin');
      const take = (caller: typeof a, target: typeof a) =>
        own.api('DELETE', `roles/${superAdmin}/holders/${target.publicId}`, undefined, {
          token: caller.token,
        });
      expect((await take(a, a)).json()).toMatchObject({ code: 'OWN_SUPER_ADMIN' });
      // Each takes the other's at once: exactly one succeeds, and one Super Admin is left. The
      // other is refused as the last one (409), or as no longer Super Admin when it arrives (403).
      const answers = await Promise.all([take(a, b), take(b, a)]);
      const [won, lost] = answers.map((r) => r.statusCode).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const left = await own.db.selectFrom('users').select('id').where('role_id', '=', superAdmin).execute();
      expect(left).toHaveLength(1);
      const last = left[0]?.id === a.userId ? a : b;
      const other = last === a ? b : a;
      // The one left cannot be moved to another role by anyone else either (they are not Super Admin now).
      expect((await take(other, last)).statusCode).toBe(403);
    } finally {
      await own.close();
    }
  });

  it('is the Super Admin’s to change: administrators may look, others are kept out', async () => {
    const expected: Record<SeededRole, [number, number]> = {
      superAdmin: [200, 200],
      admin: [200, 403],
      coach: [403, 403],
      subscriber: [403, 403],
    };
    for (const [role, [look, change]] of Object.entries(expected)) {
      const caller = await person(t, role as SeededRole);
      expect((await call('GET', 'roles', undefined, caller.token)).statusCode, role).toBe(look);
      const made = await call('POST', 'roles', { name: `By ${role} ${Date.now() % 100_000}` }, caller.token);
      expect(made.statusCode, role).toBe(change);
    }
    expect((await t.api('GET', 'roles')).statusCode).toBe(401);
  });

  it('refuses a person nobody is, and a role that does not exist', async () => {
    const role = await newRole();
    const nobody = await call('POST', `roles/${role.id}/holders`, { userName: 'no_such_person_here' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ fields: { userName: expect.any(String) } });
    expect((await call('PATCH', 'roles/999999', { name: 'Ghosts' })).statusCode).toBe(404);
    expect((await call('POST', 'roles', { name: ' ' })).statusCode).toBe(400);
  });
});
