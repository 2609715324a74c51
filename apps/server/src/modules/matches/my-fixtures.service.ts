import type { MyFixture } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { household } from '../events/index.ts';
import { toMatch } from './competition.service.ts';
import { matchesWithNames } from './matches.repository.ts';

/** The matches of the teams the caller and their children play in, soonest first (at most 200). */
export async function myFixtures(db: DbOrTrx, userId: number): Promise<{ items: MyFixture[] }> {
  const people = await household(db, userId);
  const memberships = await db
    .selectFrom('team_members')
    .innerJoin('event_entrants', 'event_entrants.team_id', 'team_members.team_id')
    .select(['team_members.user_id', 'event_entrants.id as entrant_id'])
    .where(
      'team_members.user_id',
      'in',
      people.map((p) => p.id),
    )
    .execute();
  if (memberships.length === 0) return { items: [] };
  const entrantIds = [...new Set(memberships.map((m) => m.entrant_id))];
  const rows = await matchesWithNames(db)
    .innerJoin('events', 'events.id', 'matches.event_id')
    .select(['events.title as event_title', 'events.time_zone'])
    .where((eb) => eb.or([eb('matches.home_id', 'in', entrantIds), eb('matches.away_id', 'in', entrantIds)]))
    .where('events.status', 'in', ['open', 'closed'])
    .orderBy('matches.kickoff_at')
    .orderBy('matches.id')
    .limit(200)
    .execute();
  const names = new Map(people.map((p) => [p.id, p.full_name]));
  return {
    items: rows.map((row) => ({
      ...toMatch(row),
      eventTitle: row.event_title,
      timeZone: row.time_zone,
      players: [
        ...new Set(
          memberships
            .filter((m) => m.entrant_id === row.home_id || m.entrant_id === row.away_id)
            .map((m) => names.get(m.user_id) ?? ''),
        ),
      ],
    })),
  };
}
