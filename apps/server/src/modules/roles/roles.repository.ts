import { sql } from 'kysely';
import { SEEDED_ROLES, UserStatus, type SeededRole } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/** Every role with how many hold it, in the order they were made (the seeded ones first). */
export function listRoles(db: DbOrTrx) {
  return db
    .selectFrom('roles')
    .select((eb) => [
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.key',
      eb
        .selectFrom('users')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('users.role_id', '=', 'roles.id')
        .as('holders'),
    ])
    .orderBy('roles.id')
    .execute();
}

export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export async function findRole(db: DbOrTrx, roleId: number) {
  return (await listRoles(db)).find((role) => role.id === roleId);
}

/** Every role's actions, by role. */
export async function actionsByRole(db: DbOrTrx) {
  const rows = await db.selectFrom('role_actions').select(['role_id', 'action']).orderBy('action').execute();
  const byRole = new Map<number, string[]>();
  for (const row of rows) byRole.set(row.role_id, [...(byRole.get(row.role_id) ?? []), row.action]);
  return byRole;
}

/** A role whose name is this one in another case, other than `exceptId`. */
export function findRoleNamed(db: DbOrTrx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertRole(db: DbOrTrx, role: { name: string; description: string }) {
  const row = await db
    .insertInto('roles')
    .values({ ...role, key: null, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(
  db: DbOrTrx,
  roleId: number,
  change: { name?: string; description?: string },
) {
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.updateTable('roles').set(set).where('id', '=', roleId).execute();
}

export async function deleteRole(db: DbOrTrx, roleId: number) {
  await db.deleteFrom('role_actions').where('role_id', '=', roleId).execute();
  await db.deleteFrom('roles').where('id', '=', roleId).execute();
}

/**
 * Holds the role's row until the transaction ends, so changes to it or to who holds it are made
 * one after another, across processes too: on PostgreSQL the row lock waits for the other
 * transaction; on SQLite this write, first in the transaction, takes the database's one write lock
 * before anything is read (as `lockEvent` in events/registrations.repository.ts does).
 */
export async function lockRole(trx: DbOrTrx, roleId: number) {
  await trx
    .updateTable('roles')
    .set({ name: sql`name` })
    .where('id', '=', roleId)
    .execute();
}

/** `lockRole` for a seeded role named by its key (nothing read before it). */
export async function lockSeededRole(trx: DbOrTrx, key: SeededRole) {
  await trx
    .updateTable('roles')
    .set({ name: sql`name` })
    .where('key', '=', key)
    .execute();
}

export async function countHolders(db: DbOrTrx, roleId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many hold the role and can use it now: active, and not someone invited who has not yet set a
 * password (an invitation and none used). `exceptUserId` is left out of the count.
 */
export async function countActiveHolders(db: DbOrTrx, roleId: number, exceptUserId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role_id', '=', roleId)
    .where('status', '=', UserStatus.active)
    .where('id', '!=', exceptUserId)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('staff_invitations')
              .select('id')
              .whereRef('staff_invitations.user_id', '=', 'users.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('staff_invitations')
            .select('id')
            .whereRef('staff_invitations.user_id', '=', 'users.id')
            .where('staff_invitations.used_at', 'is not', null),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The person's role and status as they stand now (read inside the transaction that changes them). */
export function roleAndStatusOf(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(['role_id', 'status']).where('id', '=', userId).executeTakeFirst();
}

/** One page of a role's holders, by id. */
export function holdersPage(db: DbOrTrx, roleId: number, afterId: number, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'public_id', 'full_name', 'user_name', 'profile_image'])
    .where('role_id', '=', roleId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

export function findPersonByUserName(db: DbOrTrx, userName: string) {
  return db
    .selectFrom('users')
    .select(['id', 'public_id', 'role_id', 'full_name'])
    .where(sql`lower(${sql.ref('user_name')})`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

export function findPersonByPublicId(db: DbOrTrx, publicId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'public_id', 'role_id', 'full_name'])
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

export async function setRole(db: DbOrTrx, userId: number, roleId: number) {
  await db
    .updateTable('users')
    .set({ role_id: roleId, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** The ids of the roles Fieldhouse comes with, by their key. */
export async function seededRoleIds(db: DbOrTrx): Promise<Record<SeededRole, number>> {
  const rows = await db.selectFrom('roles').select(['id', 'key']).where('key', 'is not', null).execute();
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  return Object.fromEntries(Object.keys(SEEDED_ROLES).map((key) => [key, byKey.get(key) ?? -1])) as Record<
    SeededRole,
    number
  >;
}
