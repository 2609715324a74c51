import {
  ACTIONS,
  PERSONAL_ACTIONS,
  SEEDED_ROLES,
  seededActions,
  type Action,
  type SeededRole,
} from '@fieldhouse/contract';
import type { Db, DbOrTrx } from '../db/connect.ts';
import * as repo from './grants.repository.ts';

/** The actions a role holds: its grants, and what every signed-in person holds (PERSONAL_ACTIONS). */
export async function roleActions(db: DbOrTrx, roleId: number): Promise<Set<string>> {
  return new Set<string>([...PERSONAL_ACTIONS, ...(await repo.roleActionNames(db, roleId))]);
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
  if (revoke.length > 0) await repo.revokeActions(trx, roleId, revoke);
  if (grant.length > 0) await repo.grantActions(trx, roleId, grant);
  await repo.bumpGrantsVersion(trx, roleId);
}

/**
 * Brings the database up to date with the area registry: an action the database has not seen
 * before goes to the seeded roles the registry gives it to, once. What staff later take away stays
 * taken away. Runs at every start, after the migrations and the base seed.
 */
export async function syncRegistry(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roles = await repo.seededRoles(trx);
    if (roles.length === 0) return;
    const known = await repo.knownRegistryActions(trx);
    const fresh = ACTIONS.filter((action) => !known.has(action));
    if (fresh.length === 0) return;
    for (const role of roles) {
      if (!(role.key && role.key in SEEDED_ROLES)) continue;
      const held = new Set<string>(seededActions(role.key as SeededRole));
      const grant = fresh.filter((action) => held.has(action));
      if (grant.length > 0) await changeRoleActions(trx, role.id, { grant });
    }
    await repo.rememberRegistryActions(trx, fresh);
  });
}
