import type { DbOrTrx } from '../../db/connect.ts';
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

/**
 * The teams `coachId` coaches that `personId` is on: a player of the team, or holding a place at
 * an event of the team.
 */
export async function coachedTeamsOf(db: DbOrTrx, coachId: number, personId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_coaches as tc')
    .select('tc.team_id')
    .where('tc.user_id', '=', coachId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('team_members as tm')
            .select('tm.user_id')
            .whereRef('tm.team_id', '=', 'tc.team_id')
            .where('tm.user_id', '=', personId),
        ),
        eb.exists(
          eb
            .selectFrom('event_registrations as r')
            .innerJoin('event_teams as et', 'et.event_id', 'r.event_id')
            .select('r.id')
            .whereRef('et.team_id', '=', 'tc.team_id')
            .where('r.user_id', '=', personId)
            .where('r.status', 'in', HOLDING_PLACE),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.team_id);
}

/**
 * Whether one of these teams plays in `[from, to)`: an event of the team (not cancelled) running
 * then, or a fixture of the team (scheduled or played) kicking off then.
 */
export async function teamsPlayBetween(
  db: DbOrTrx,
  teamIds: readonly number[],
  from: number,
  to: number,
): Promise<boolean> {
  if (teamIds.length === 0) return false;
  const event = await db
    .selectFrom('events')
    .innerJoin('event_teams as et', 'et.event_id', 'events.id')
    .select('events.id')
    .where('et.team_id', 'in', teamIds)
    .where('events.status', '<>', 'cancelled')
    .where('events.starts_at', '<', to)
    .where('events.ends_at', '>', from)
    .executeTakeFirst();
  if (event) return true;
  const fixture = await db
    .selectFrom('matches')
    .innerJoin('event_entrants as e', (join) =>
      join.on((eb) =>
        eb.or([eb('e.id', '=', eb.ref('matches.home_id')), eb('e.id', '=', eb.ref('matches.away_id'))]),
      ),
    )
    .select('matches.id')
    .where('e.team_id', 'in', teamIds)
    .where('matches.status', 'in', ['scheduled', 'played'])
    .where('matches.kickoff_at', '>=', from)
    .where('matches.kickoff_at', '<', to)
    .executeTakeFirst();
  return fixture !== undefined;
}
