import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/** Each team's coaches, by name. */
export async function coachesOf(db: DbOrTrx, teamIds: number[]) {
  const byTeam = new Map<number, { subscriberID: string; fullName: string }[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .selectFrom('team_coaches')
    .innerJoin('users', 'users.id', 'team_coaches.user_id')
    .select(['team_coaches.team_id', 'users.public_id', 'users.full_name'])
    .where('team_coaches.team_id', 'in', teamIds)
    .orderBy('users.full_name')
    .execute();
  for (const row of rows) {
    const coach = { subscriberID: row.public_id, fullName: row.full_name };
    byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), coach]);
  }
  return byTeam;
}

/** The teams each person coaches, by name (archived teams left out). */
export async function teamsCoachedBy(db: DbOrTrx, userIds: number[]) {
  const byCoach = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byCoach;
  const rows = await db
    .selectFrom('team_coaches')
    .innerJoin('teams', 'teams.id', 'team_coaches.team_id')
    .select(['team_coaches.user_id', 'teams.id', 'teams.name'])
    .where('team_coaches.user_id', 'in', userIds)
    .where('teams.archived_at', 'is', null)
    .orderBy('teams.name')
    .execute();
  for (const row of rows) {
    byCoach.set(row.user_id, [...(byCoach.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
  }
  return byCoach;
}

/** Of these public ids, the active staff (anyone whose role is not Subscriber): public id to user id. */
export async function staffByPublicId(db: DbOrTrx, publicIds: string[]) {
  if (publicIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.public_id'])
    .where('users.public_id', 'in', publicIds)
    .where('users.status', '=', UserStatus.active)
    .where((eb) => eb.or([eb('roles.key', 'is', null), eb('roles.key', '!=', 'subscriber')]))
    .execute();
  return new Map(rows.map((row) => [row.public_id, row.id]));
}

type TeamPartTable = 'sports' | 'age_categories' | 'seasons';

/** The names of these entries of a table a team is made of (its sport, age category, season). */
export async function namesIn(
  db: DbOrTrx,
  table: TeamPartTable,
  ids: number[],
): Promise<Map<number, string>> {
  const found = ids.length
    ? await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  return new Map(found.map((row) => [row.id, row.name]));
}

/** Whether an entry of such a table exists, and whether it is archived. */
export function choiceIn(db: DbOrTrx, table: TeamPartTable, id: number) {
  return db.selectFrom(table).select('archived_at').where('id', '=', id).executeTakeFirst();
}

/** A team's coaches become exactly these staff members. */
export async function setCoaches(trx: DbOrTrx, teamId: number, userIds: number[]): Promise<void> {
  await trx.deleteFrom('team_coaches').where('team_id', '=', teamId).execute();
  if (userIds.length > 0)
    await trx
      .insertInto('team_coaches')
      .values(userIds.map((userId) => ({ team_id: teamId, user_id: userId })))
      .execute();
}
