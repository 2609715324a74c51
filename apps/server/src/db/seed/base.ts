import { ACTIONS, SEEDED_ROLES, seededActions, type SeededRole } from '@fieldhouse/contract';
import type { Db } from '../connect.ts';
import { changeRoleActions, syncRegistry } from '../../platform/grants.ts';
import { COUNTRIES, SPORTS } from './lookups.ts';

/**
 * The seeded roles with their actions, and the lookup lists every installation needs, once, on an
 * empty database; on every start, the area registry's new actions for the seeded roles.
 */
export async function seedBase(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await syncRegistry(db);
    return false;
  }
  await db.transaction().execute(async (trx) => {
    for (const [key, role] of Object.entries(SEEDED_ROLES)) {
      const { id } = await trx
        .insertInto('roles')
        .values({ key, name: role.name, description: role.description, created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await changeRoleActions(trx, id, { grant: seededActions(key as SeededRole) });
    }
    await trx
      .insertInto('registry_actions')
      .values(ACTIONS.map((action) => ({ action })))
      .execute();
    await trx
      .insertInto('sports')
      .values(SPORTS.map((name) => ({ name })))
      .execute();
    await trx
      .insertInto('countries')
      .values([...COUNTRIES])
      .execute();
  });
  return true;
}

/** The ids of the seeded roles, by their key. */
export async function roleIds(db: Db): Promise<Record<SeededRole, number>> {
  const rows = await db.selectFrom('roles').select(['id', 'key']).where('key', 'is not', null).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  const entries = Object.keys(SEEDED_ROLES).map((key) => {
    const id = byKey.get(key);
    if (id === undefined) throw new Error(`Role ${key} is missing: run the base seed first`);
    return [key, id] as const;
  });
  return Object.fromEntries(entries) as Record<SeededRole, number>;
}
