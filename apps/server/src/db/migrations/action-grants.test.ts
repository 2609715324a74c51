import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededActions, type SeededRole } from '@fieldhouse/contract';
import { roleActions } from '../../platform/grants.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { roleIds, seedBase } from '../seed/base.ts';
import { migrationSteps } from '../../test/migration-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OLD_MENU = [3, 6, 7, 9, 11, 12];
const OLD_GRANTS: Record<SeededRole, number[]> = {
  superAdmin: [3, 6, 7, 9, 11, 12],
  admin: [3, 6, 7, 9, 11, 12],
  coach: [3, 6, 7, 11],
  subscriber: [6, 7],
};

describe('migration 20261224090000_action_grants', () => {
  it('carries menu-item grants of an existing database over to actions, and back down', async () => {
    const roles = await roleIds(t.db);
    const { migrator, step } = await migrationSteps(t);
    // Nothing may use the tables while they go down and up again.
    await t.app.jobs.stop();
    await step(() => migrator.migrateTo('20261223090000_notification_kinds'));

    // The database as the previous release left it: menu rows and grants by menu item.
    const old = t.db as unknown as Kysely<{
      menu_items: { id: number; type: string; title: string };
      role_grants: { role_id: number; menu_item_id: number };
    }>;
    await old
      .insertInto('menu_items')
      .values(OLD_MENU.map((id) => ({ id, type: 'item', title: `Item ${id}` })))
      .execute();
    for (const [role, items] of Object.entries(OLD_GRANTS)) {
      await old
        .insertInto('role_grants')
        .values(items.map((menu_item_id) => ({ role_id: roles[role as SeededRole], menu_item_id })))
        .execute();
    }

    await step(() => migrator.migrateToLatest());
    await seedBase(t.db);
    for (const role of Object.keys(OLD_GRANTS) as SeededRole[]) {
      expect([...(await roleActions(t.db, roles[role]))].sort(), role).toEqual(seededActions(role).sort());
    }
  });
});
