import type { MyFixture } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { household } from '../people/index.ts';
import { toMatch } from './competition.service.ts';
import { entrantsPlayedFor, fixturesOfEntrants } from './fixture-reads.repository.ts';

/** The matches of the teams the caller and their children play in, soonest first (at most 200). */
export async function myFixtures(db: DbOrTrx, userId: number): Promise<{ items: MyFixture[] }> {
  const people = await household(db, userId);
  const memberships = await entrantsPlayedFor(
    db,
    people.map((p) => p.id),
  );
  if (memberships.length === 0) return { items: [] };
  const entrantIds = [...new Set(memberships.map((m) => m.entrant_id))];
  const rows = await fixturesOfEntrants(db, entrantIds, 200);
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
