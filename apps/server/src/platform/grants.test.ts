import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, MENU_CONTAINERS, MENU_ENTRIES, PROFILE_MENU_ID, seededActions } from '@fieldhouse/contract';
import { roleIds, seedBase } from '../db/seed/base.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { changeRoleActions, roleActions } from './grants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the area registry', () => {
  it('gives every menu node its own id and a container that exists', () => {
    const ids = [...Object.values(MENU_CONTAINERS), ...MENU_ENTRIES].map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of MENU_ENTRIES) expect(MENU_CONTAINERS, entry.title).toHaveProperty(entry.in);
    for (const container of Object.values(MENU_CONTAINERS)) {
      if ('parent' in container) expect(MENU_CONTAINERS).toHaveProperty(container.parent);
    }
  });

  it('keeps Profile at the id the profile call sends', () => {
    expect(MENU_ENTRIES.find((e) => e.id === PROFILE_MENU_ID)).toMatchObject({ url: '/profile' });
  });

  it('gives seeded roles only actions their areas define, and Super Admin all of them', () => {
    for (const [area, declaration] of Object.entries(AREAS)) {
      for (const held of Object.values(declaration.holders)) {
        if (held !== 'all')
          for (const name of held as readonly string[]) expect(declaration.actions).toContain(name);
      }
      for (const name of declaration.actions)
        expect(seededActions('superAdmin')).toContain(`${area}.${name}`);
    }
  });
});

describe('bringing a database up to date with the registry', () => {
  const versionOf = async (id: number) =>
    (await t.db.selectFrom('roles').select('grants_version').where('id', '=', id).executeTakeFirstOrThrow())
      .grants_version;

  it('gives an action the database has not seen to the seeded roles that hold it, once', async () => {
    const roles = await roleIds(t.db);
    // As if `sms.view` had just been added to the registry.
    await t.db.deleteFrom('registry_actions').where('action', '=', 'sms.view').execute();
    await changeRoleActions(t.db, roles.admin, { revoke: ['sms.view'] });
    const before = await versionOf(roles.admin);

    await seedBase(t.db);
    expect(await roleActions(t.db, roles.admin)).toContain('sms.view');
    expect(await roleActions(t.db, roles.coach)).not.toContain('sms.view');
    expect(await versionOf(roles.admin)).toBeGreaterThan(before);

    // Taken away by staff later: the next start leaves it taken away.
    await changeRoleActions(t.db, roles.admin, { revoke: ['sms.view'] });
    await seedBase(t.db);
    expect(await roleActions(t.db, roles.admin)).not.toContain('sms.view');
  });
});
