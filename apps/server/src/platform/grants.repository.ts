import type { Action } from '@fieldhouse/contract';
import type { DbOrTrx } from '../db/connect.ts';

export async function roleActionNames(db: DbOrTrx, roleId: number): Promise<string[]> {
  const rows = await db.selectFrom('role_actions').select('action').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.action);
}

export async function revokeActions(trx: DbOrTrx, roleId: number, actions: readonly Action[]): Promise<void> {
  await trx.deleteFrom('role_actions').where('role_id', '=', roleId).where('action', 'in', actions).execute();
}

export async function grantActions(trx: DbOrTrx, roleId: number, actions: readonly Action[]): Promise<void> {
  await trx
    .insertInto('role_actions')
    .values(actions.map((action) => ({ role_id: roleId, action })))
    .onConflict((oc) => oc.columns(['role_id', 'action']).doNothing())
    .execute();
}

export async function bumpGrantsVersion(trx: DbOrTrx, roleId: number): Promise<void> {
  await trx
    .updateTable('roles')
    .set((eb) => ({ grants_version: eb('grants_version', '+', 1) }))
    .where('id', '=', roleId)
    .execute();
}

/** The roles Fieldhouse comes with, by key. */
export function seededRoles(db: DbOrTrx) {
  return db.selectFrom('roles').select(['id', 'key']).where('key', 'is not', null).execute();
}

/** The registry's actions the database has seen, and the recording of new ones. */
export async function knownRegistryActions(db: DbOrTrx): Promise<Set<string>> {
  return new Set((await db.selectFrom('registry_actions').select('action').execute()).map((r) => r.action));
}

export async function rememberRegistryActions(db: DbOrTrx, actions: readonly string[]): Promise<void> {
  await db
    .insertInto('registry_actions')
    .values(actions.map((action) => ({ action })))
    .onConflict((oc) => oc.column('action').doNothing())
    .execute();
}
