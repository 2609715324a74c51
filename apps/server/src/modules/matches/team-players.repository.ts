import { UserStatus } from '@fieldhouse/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';

/** A team's name, if there is such a team. */
export async function teamName(db: DbOrTrx, teamId: number): Promise<string | undefined> {
  return (await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst())?.name;
}

export function playersOf(db: DbOrTrx, teamId: number) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.public_id', 'users.full_name', 'users.user_name', 'users.date_of_birth'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('users.full_name')
    .execute();
}

/** Who a team announcement reaches: its players, with their age for their parents' copy. */
export function playerRecipients(db: DbOrTrx, teamId: number) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.id', 'users.full_name', 'users.date_of_birth'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('users.id')
    .execute();
}

/** An active subscriber by user name (any case), who may play. */
export function activeSubscriberNamed(db: DbOrTrx, userName: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.full_name'])
    .where((eb) => eb(eb.fn('lower', ['users.user_name']), '=', userName.toLowerCase()))
    .where('users.status', '=', UserStatus.active)
    .where('roles.key', '=', 'subscriber')
    .executeTakeFirst();
}

export function personByPublicId(db: DbOrTrx, publicId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** Holds the team's row until the transaction ends, so parallel additions count one after another. */
export async function lockTeam(trx: DbOrTrx, teamId: number): Promise<void> {
  await trx
    .updateTable('teams')
    .set({ name: sql`name` })
    .where('id', '=', teamId)
    .execute();
}

export async function countPlayers(db: DbOrTrx, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addMember(trx: DbOrTrx, teamId: number, userId: number, at: number): Promise<void> {
  await trx
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId, added_at: at })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
    .execute();
}

/** Whether they were on the team (and now are not). */
export async function removeMember(trx: DbOrTrx, teamId: number, userId: number): Promise<boolean> {
  const gone = await trx
    .deleteFrom('team_members')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}
