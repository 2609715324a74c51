import { UPCOMING_COUNT, type Upcoming } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { coachedBy, eventPage } from '../events/events.repository.ts';
import { scopeOf, type Viewer } from '../events/index.ts';
import { toEntries } from '../events/index.ts';
import { toMatch } from './competition.service.ts';
import { matchesWithNames } from './matches.repository.ts';

/** `GET dashboard/upcoming`: what has not started yet, in the viewer's scope (a coach: their teams'). */
export async function upcoming(db: DbOrTrx, viewer: Viewer): Promise<Omit<Upcoming, 'status'>> {
  const coachId = scopeOf(viewer);
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const [open, closed, fixtures] = await Promise.all([
    eventPage(db, { status: 'open', from: today, after: null, coachId, limit: UPCOMING_COUNT }),
    eventPage(db, { status: 'closed', from: today, after: null, coachId, limit: UPCOMING_COUNT }),
    matchesWithNames(db)
      .innerJoin('events', 'events.id', 'matches.event_id')
      .select(['events.title as event_title', 'events.time_zone'])
      .where('matches.status', '=', 'scheduled')
      .where('matches.kickoff_at', '>=', now)
      .where('events.status', 'in', ['open', 'closed'])
      .$if(coachId !== null, (q) => q.where(coachedBy(coachId!)))
      .orderBy('matches.kickoff_at')
      .orderBy('matches.id')
      .limit(UPCOMING_COUNT)
      .execute(),
  ]);
  const events = [...open, ...closed]
    .filter((row) => Number(row.starts_at) >= now)
    .sort((a, b) => Number(a.starts_at) - Number(b.starts_at) || a.id - b.id)
    .slice(0, UPCOMING_COUNT);
  return {
    events: await toEntries(db, events),
    fixtures: fixtures.map((row) => ({
      ...toMatch(row),
      eventTitle: row.event_title,
      timeZone: row.time_zone,
    })),
  };
}
