import { UPCOMING_COUNT, type Upcoming } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { scopeOf, upcomingEvents, type Viewer } from '../events/index.ts';
import { toMatch } from './competition.service.ts';
import { upcomingFixtures } from './fixture-reads.repository.ts';

/** `GET dashboard/upcoming`: what has not started yet, in the viewer's scope (a coach: their teams'). */
export async function upcoming(db: DbOrTrx, viewer: Viewer): Promise<Omit<Upcoming, 'status'>> {
  const scope = { coachId: scopeOf(viewer), now: Date.now(), limit: UPCOMING_COUNT };
  const [events, fixtures] = await Promise.all([upcomingEvents(db, scope), upcomingFixtures(db, scope)]);
  return {
    events,
    fixtures: fixtures.map((row) => ({
      ...toMatch(row),
      eventTitle: row.event_title,
      timeZone: row.time_zone,
    })),
  };
}
