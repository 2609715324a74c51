import type { ExpressionBuilder } from 'kysely';
import type { Action } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { CareRecordsTable } from './tables.ts';

export type CareRow = CareRecordsTable;

export function findCare(db: DbOrTrx, userId: number) {
  return db.selectFrom('care_records').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes a person's whole record, whether or not they had one. */
export async function saveCare(trx: DbOrTrx, row: CareRow): Promise<void> {
  const { user_id: _, ...values } = row;
  await trx
    .insertInto('care_records')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The names of the people who answered consents, by id. */
export async function namesOf(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

/** Of these people, the ones whose medical notes say something (the attendance page's flag). */
export async function withMedicalNotes(db: DbOrTrx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('care_records')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('allergies', '<>', ''), eb('conditions', '<>', ''), eb('medication', '<>', '')]))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

const HOLDING_PLACE = ['registered', 'attended', 'absent'] as const;

/** The teams `personId` is on: a player of the team, or holding a place at an event of the team. */
export async function teamsOf(db: DbOrTrx, personId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', personId)
    .union(
      db
        .selectFrom('event_registrations as r')
        .innerJoin('event_teams as et', 'et.event_id', 'r.event_id')
        .select('et.team_id')
        .where('r.user_id', '=', personId)
        .where('r.status', 'in', HOLDING_PLACE),
    )
    .execute();
  return rows.map((r) => r.team_id);
}

/** Of the teams `personId` is on (teamsOf), the ones `coachId` coaches. */
export async function coachedTeamsOf(db: DbOrTrx, coachId: number, personId: number): Promise<number[]> {
  const teams = await teamsOf(db, personId);
  if (teams.length === 0) return [];
  const rows = await db
    .selectFrom('team_coaches')
    .select('team_id')
    .where('user_id', '=', coachId)
    .where('team_id', 'in', teams)
    .execute();
  return rows.map((r) => r.team_id);
}

/**
 * Which of these teams play in `[from, to)`: an event of the team (not cancelled) running then,
 * or a fixture of the team (scheduled or played) kicking off then.
 */
export async function teamsPlaying(
  db: DbOrTrx,
  teamIds: readonly number[],
  from: number,
  to: number,
): Promise<Set<number>> {
  if (teamIds.length === 0) return new Set();
  const events = await db
    .selectFrom('events')
    .innerJoin('event_teams as et', 'et.event_id', 'events.id')
    .select('et.team_id')
    .distinct()
    .where('et.team_id', 'in', teamIds)
    .where('events.status', '<>', 'cancelled')
    .where('events.starts_at', '<', to)
    .where('events.ends_at', '>', from)
    .execute();
  const fixtures = await db
    .selectFrom('matches')
    .innerJoin('event_entrants as e', (join) =>
      join.on((eb) =>
        eb.or([eb('e.id', '=', eb.ref('matches.home_id')), eb('e.id', '=', eb.ref('matches.away_id'))]),
      ),
    )
    .select('e.team_id')
    .distinct()
    .where('e.team_id', 'in', teamIds)
    .where('matches.status', 'in', ['scheduled', 'played'])
    .where('matches.kickoff_at', '>=', from)
    .where('matches.kickoff_at', '<', to)
    .execute();
  return new Set([...events, ...fixtures].flatMap((r) => (r.team_id === null ? [] : [r.team_id])));
}

/** Whether a role (`users.role_id`) holds the action. */
const holds = (eb: ExpressionBuilder<Database, 'users'>, action: Action) =>
  eb.exists(
    eb
      .selectFrom('role_actions as ra')
      .select('ra.action')
      .whereRef('ra.role_id', '=', 'users.role_id')
      .where('ra.action', '=', action),
  );

/**
 * Staff who may read a record today (care.service's staffCare): holders of `safeguarding.medical`
 * who also hold `event.every-team`, and the coaches of `playingTeamIds` holding it.
 */
export async function medicalReaders(db: DbOrTrx, playingTeamIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where((eb) =>
      eb.and([
        holds(eb, 'safeguarding.medical'),
        eb.or([
          holds(eb, 'event.every-team'),
          ...(playingTeamIds.length === 0
            ? []
            : [
                eb.exists(
                  eb
                    .selectFrom('team_coaches as tc')
                    .select('tc.user_id')
                    .whereRef('tc.user_id', '=', 'users.id')
                    .where('tc.team_id', 'in', playingTeamIds),
                ),
              ]),
        ]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
