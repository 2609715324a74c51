import {
  ACTIONS,
  PERSONAL_ACTIONS,
  SEEDED_ROLES,
  seededActions,
  type Action,
  type SeededRole,
} from '@fieldhouse/contract';
import type { Db, DbOrTrx } from '../db/connect.ts';

/** The actions a role holds: its grants, and what every signed-in person holds (PERSONAL_ACTIONS). */
export async function roleActions(db: DbOrTrx, roleId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('role_actions').select('action').where('role_id', '=', roleId).execute();
  return new Set<string>([...PERSONAL_ACTIONS, ...rows.map((r) => r.action)]);
}

/**
 * The one way a role's actions change. It bumps the role's `grants_version` in the same
 * transaction, which every process reads with each session, so menus and grant checks cached per
 * version (`role-cache.ts`) follow at once everywhere.
 */
export async function changeRoleActions(
  trx: DbOrTrx,
  roleId: number,
  change: { grant?: readonly Action[]; revoke?: readonly Action[] },
): Promise<void> {
  const { grant = [], revoke = [] } = change;
  if (revoke.length > 0) {
    await trx
      .deleteFrom('role_actions')
      .where('role_id', '=', roleId)
      .where('action', 'in', revoke)
      .execute();
  }
  if (grant.length > 0) {
    await trx
      .insertInto('role_actions')
      .values(grant.map((action) => ({ role_id: roleId, action })))
      .onConflict((oc) => oc.columns(['role_id', 'action']).doNothing())
      .execute();
  }
  await trx
    .updateTable('roles')
    .set((eb) => ({ grants_version: eb('grants_version', '+', 1) }))
    .where('id', '=', roleId)
    .execute();
}

/**
 * Brings the database up to date with the area registry: an action the database has not seen
 * before goes to the seeded roles the registry gives it to, once. What staff later take away stays
 * taken away. Runs at every start, after the migrations and the base seed.
 */
export async function syncRegistry(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roles = await trx.selectFrom('roles').select(['id', 'key']).where('key', 'is not', null).execute();
    if (roles.length === 0) return;
    const known = new Set(
      (await trx.selectFrom('registry_actions').select('action').execute()).map((r) => r.action),
    );
    const fresh = ACTIONS.filter((action) => !known.has(action));
    if (fresh.length === 0) return;
    for (const role of roles) {
      if (!(role.key && role.key in SEEDED_ROLES)) continue;
      const held = new Set<string>(seededActions(role.key as SeededRole));
      const grant = fresh.filter((action) => held.has(action));
      if (grant.length > 0) await changeRoleActions(trx, role.id, { grant });
    }
    await trx
      .insertInto('registry_actions')
      .values(fresh.map((action) => ({ action })))
      .onConflict((oc) => oc.column('action').doNothing())
      .execute();
  });
}
