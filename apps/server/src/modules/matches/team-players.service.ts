import { TEAM_PLAYERS_MAX } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Client } from '../../platform/request-context.ts';
import { invalid } from './competition.service.ts';
import * as repo from './team-players.repository.ts';

/** A team's players, by name. */
export async function teamPlayers(db: DbOrTrx, teamId: number) {
  if ((await repo.teamName(db, teamId)) === undefined) throw notFound('There is no such team.');
  const rows = await repo.playersOf(db, teamId);
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
  await audit(db, {
    userId: who.auth.userId,
    action: 'team-players',
    menuId: who.client.menuId,
    ip: who.client.ip,
    facts,
    object: { type: 'teams', id: String(teamId), name: (await repo.teamName(db, teamId)) ?? null },
  });
}

/** Adds an active subscriber (by user name) to a team. */
export async function addPlayer(who: Who, teamId: number, userName: string) {
  const { db } = who;
  await teamPlayers(db, teamId);
  const player = await repo.activeSubscriberNamed(db, userName);
  if (!player) throw invalid({ userName: 'PLAYER_NOT_SUBSCRIBER' });
  await db.transaction().execute(async (trx) => {
    // Parallel additions count one after another, so the cap holds.
    await repo.lockTeam(trx, teamId);
    if ((await repo.countPlayers(trx, teamId)) >= TEAM_PLAYERS_MAX) {
      throw new AppError(409, 'INVALID_STATE', `A team has at most ${TEAM_PLAYERS_MAX} players.`);
    }
    await repo.addMember(trx, teamId, player.id, Date.now());
    await audited(who, trx, teamId, { added: player.full_name });
  });
  return teamPlayers(db, teamId);
}

export async function removePlayer(who: Who, teamId: number, subscriberID: string) {
  const { db } = who;
  const player = await repo.personByPublicId(db, subscriberID);
  if (!player) throw notFound('There is no such player.');
  await db.transaction().execute(async (trx) => {
    if (!(await repo.removeMember(trx, teamId, player.id))) throw notFound('They are not on this team.');
    await audited(who, trx, teamId, { removed: player.full_name });
  });
  return teamPlayers(db, teamId);
}
