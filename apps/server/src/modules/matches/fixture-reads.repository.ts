import type { DbOrTrx } from '../../db/connect.ts';
import { coachedBy } from '../../platform/coached-events.repository.ts';
import { matchesWithNames } from './matches.repository.ts';

/** Matches with their names and their event's title and clock, of events open or closed to registration. */
const fixturesWithEvents = (db: DbOrTrx) =>
  matchesWithNames(db)
    .innerJoin('events', 'events.id', 'matches.event_id')
    .select(['events.title as event_title', 'events.time_zone'])
    .where('events.status', 'in', ['open', 'closed']);

/** Scheduled matches that have not kicked off, soonest first (a coach: their teams' tournaments'). */
export function upcomingFixtures(db: DbOrTrx, scope: { coachId: number | null; now: number; limit: number }) {
  return fixturesWithEvents(db)
    .where('matches.status', '=', 'scheduled')
    .where('matches.kickoff_at', '>=', scope.now)
    .$if(scope.coachId !== null, (q) => q.where(coachedBy(scope.coachId!)))
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .limit(scope.limit)
    .execute();
}

/** Which of these people play for which tournament entrants (through their teams). */
export function entrantsPlayedFor(db: DbOrTrx, userIds: number[]) {
  return db
    .selectFrom('team_members')
    .innerJoin('event_entrants', 'event_entrants.team_id', 'team_members.team_id')
    .select(['team_members.user_id', 'event_entrants.id as entrant_id'])
    .where('team_members.user_id', 'in', userIds)
    .execute();
}

/** The matches of these entrants, soonest first (at most `limit`). */
export function fixturesOfEntrants(db: DbOrTrx, entrantIds: number[], limit: number) {
  return fixturesWithEvents(db)
    .where((eb) => eb.or([eb('matches.home_id', 'in', entrantIds), eb('matches.away_id', 'in', entrantIds)]))
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .limit(limit)
    .execute();
}
