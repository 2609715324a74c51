import { TEAM_PLAYERS_MAX, UserStatus } from '@fieldhouse/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Client } from '../../platform/request-context.ts';
import { invalid } from './competition.service.ts';

/** A team's players, by name. */
export async function teamPlayers(db: DbOrTrx, teamId: number) {
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!team) throw notFound('There is no such team.');
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.public_id', 'users.full_name', 'users.user_name', 'users.date_of_birth'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('users.full_name')
    .execute();
  return {
    items: rows.map((r) => ({
      subscriberID: r.public_id,
      fullName: r.full_name,
      userName: r.user_name,
      dateOfBirth: r.date_of_birth,
    })),
  };
}

type Who = { db: DbOrTrx; auth: AuthContext; client: Client };

async function audited(
  who: Who,
  db: DbOrTrx,
  teamId: number,
  facts: { added: string } | { removed: string },
) {
  const team = await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
  await audit(db, {
    userId: who.auth.userId,
    action: 'team-players',
    menuId: who.client.menuId,
    ip: who.client.ip,
    facts,
    object: { type: 'teams', id: String(teamId), name: team?.name ?? null },
  });
}

/** Adds an active subscriber (by user name) to a team. */
export async function addPlayer(who: Who, teamId: number, userName: string) {
  const { db } = who;
  await teamPlayers(db, teamId);
  const player = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.full_name'])
    .where((eb) => eb(eb.fn('lower', ['users.user_name']), '=', userName.toLowerCase()))
    .where('users.status', '=', UserStatus.active)
    .where('roles.key', '=', 'subscriber')
    .executeTakeFirst();
  if (!player) throw invalid({ userName: 'PLAYER_NOT_SUBSCRIBER' });
  await db.transaction().execute(async (trx) => {
    // Holds the team's row so parallel additions count one after another and the cap holds.
    await trx
      .updateTable('teams')
      .set({ name: sql`name` })
      .where('id', '=', teamId)
      .execute();
    const count = await trx
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= TEAM_PLAYERS_MAX) {
      throw new AppError(409, 'INVALID_STATE', `A team has at most ${TEAM_PLAYERS_MAX} players.`);
    }
    await trx
      .insertInto('team_members')
      .values({ team_id: teamId, user_id: player.id, added_at: Date.now() })
      .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
      .execute();
    await audited(who, trx, teamId, { added: player.full_name });
  });
  return teamPlayers(db, teamId);
}

export async function removePlayer(who: Who, teamId: number, subscriberID: string) {
  const { db } = who;
  const player = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('public_id', '=', subscriberID)
    .executeTakeFirst();
  if (!player) throw notFound('There is no such player.');
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('team_members')
      .where('team_id', '=', teamId)
      .where('user_id', '=', player.id)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound('They are not on this team.');
    await audited(who, trx, teamId, { removed: player.full_name });
  });
  return teamPlayers(db, teamId);
}
