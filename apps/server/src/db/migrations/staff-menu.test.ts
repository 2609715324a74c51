import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { addStaffMenu, removeStaffMenu } from './staff-menu.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const grants = async () =>
  t.db
    .selectFrom('role_grants')
    .innerJoin('roles', 'roles.id', 'role_grants.role_id')
    .select(['roles.name', 'role_grants.menu_item_id'])
    .where('menu_item_id', 'in', [11, 12])
    .orderBy('roles.name')
    .orderBy('menu_item_id')
    .execute();

describe('staff menu migration on a database seeded before it', () => {
  it('adds the items with their grants and bumps every role’s grants version', async () => {
    const expected = await grants();
    await removeStaffMenu(t.db as unknown as Kysely<unknown>);
    expect(await grants()).toEqual([]);
    const before = await t.db.selectFrom('roles').select(['id', 'grants_version']).orderBy('id').execute();

    await addStaffMenu(t.db as unknown as Kysely<unknown>);
    expect(await grants()).toEqual(expected);
    expect(expected).toEqual([
      { name: 'Admin', menu_item_id: 11 },
      { name: 'Admin', menu_item_id: 12 },
      { name: 'Coach', menu_item_id: 11 },
      { name: 'Super Admin', menu_item_id: 11 },
      { name: 'Super Admin', menu_item_id: 12 },
    ]);
    const after = await t.db.selectFrom('roles').select(['id', 'grants_version']).orderBy('id').execute();
    after.forEach((role, i) => expect(role.grants_version).toBeGreaterThan(before[i]?.grants_version ?? 0));
  });

  it('shows the new items to a signed-in admin at once', async () => {
    const token = await t.signIn('admin');
    const res = await t.api('POST', 'menu', { data: 'x' }, { token });
    expect(res.body).toContain('/sms/outbox');
  });
});
