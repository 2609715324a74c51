import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import * as repo from './events.repository.ts';

/**
 * The one rule of the events and matches areas for a caller whose role lacks `event.every-team`
 * (a coach). A team is theirs when they are among its coaches.
 *
 * - They see an event — its page, registrations aside, its tournament, matches and score logs —
 *   when one of its teams is theirs: one of the event's own teams, or a tournament entrant that
 *   is a master data team. Anything else answers 404, as if it did not exist.
 * - Changes to the event as a whole — the event itself, its status (open, close, cancel), the
 *   tournament's points and tie-breakers, lots, fixtures and one-off entrants — need the event
 *   wholly theirs: every one of its own teams and every entrant that is a team is theirs.
 * - A match is added, moved, postponed, called off or scored only when one of its two sides is
 *   theirs — even in a tournament wholly theirs, two one-off entrants' match is for staff.
 * - They enter, and take out, only their own teams as entrants (one-off names: see above).
 * - Registrations (the list, the export, attendance and the other moves) need one of the event's
 *   own teams to be theirs, or the event wholly theirs: their team entered in someone else's
 *   tournament does not make that event's registrations theirs.
 * What they see but may not change answers 403 FORBIDDEN.
 */
export type Viewer = { auth: AuthContext; everyTeam: boolean };

/** The coach a viewer is limited to, or null for one who sees every event. */
export const scopeOf = (viewer: Viewer) => (viewer.everyTeam ? null : viewer.auth.userId);

/** The event, if the viewer may see it; otherwise 404, as if it did not exist. */
export async function visibleEvent(db: DbOrTrx, viewer: Viewer, id: number) {
  const row = await repo.findEvent(db, id, scopeOf(viewer));
  if (!row) throw notFound('There is no such event.');
  return row;
}

/** What the viewer may change of an event they see. */
export type Standing = {
  /** Changes to the event as a whole: every team of it is theirs (always, with `event.every-team`). */
  whole: boolean;
  /** Its registrations: one of the event's own teams is theirs, or it is wholly theirs. */
  registrations: boolean;
  /** Whether this entrant is their team: they act on its matches, and may take it out. */
  actsFor: (entrantId: number) => boolean;
};

const EVERYTHING: Standing = { whole: true, registrations: true, actsFor: () => true };

export async function standingIn(db: DbOrTrx, viewer: Viewer, eventId: number): Promise<Standing> {
  const coach = scopeOf(viewer);
  if (coach === null) return EVERYTHING;
  const { teamIds, entrants } = await repo.teamsAndEntrants(db, eventId);
  const entrantTeams = entrants.flatMap((e) => (e.team_id === null ? [] : [e.team_id]));
  const all = [...teamIds, ...entrantTeams];
  const theirs = new Set(await repo.coachedAmong(db, coach, [...new Set(all)]));
  const whole = all.length > 0 && all.every((id) => theirs.has(id));
  const mine = new Set(entrants.filter((e) => e.team_id !== null && theirs.has(e.team_id)).map((e) => e.id));
  return {
    whole,
    registrations: whole || teamIds.some((id) => theirs.has(id)),
    actsFor: (entrantId) => mine.has(entrantId),
  };
}

/** Refuses a change to the event as a whole unless it is wholly the viewer's. */
export async function requireWhole(db: DbOrTrx, viewer: Viewer, eventId: number) {
  if (!(await standingIn(db, viewer, eventId)).whole)
    throw forbidden('Only staff for every team of this event can change it as a whole.');
}

/** Refuses the event's registrations to a coach whose team only plays in it. */
export async function requireRegistrations(db: DbOrTrx, viewer: Viewer, eventId: number) {
  if (!(await standingIn(db, viewer, eventId)).registrations)
    throw forbidden("Only staff for the event's own teams can see and change its registrations.");
}

/** Refuses a match (to add, move or score) unless one of its sides is the viewer's. */
export async function requireSide(
  db: DbOrTrx,
  viewer: Viewer,
  match: { event_id: number; home_id: number; away_id: number },
) {
  const standing = await standingIn(db, viewer, match.event_id);
  if (!standing.actsFor(match.home_id) && !standing.actsFor(match.away_id))
    throw forbidden('You can only change the matches of the teams you coach.');
}

/** Refuses to enter (or act for, `refusal`) a master data team the viewer does not coach. */
export async function requireOwnTeam(
  db: DbOrTrx,
  viewer: Viewer,
  teamId: number,
  refusal = 'You can only enter the teams you coach.',
) {
  const coach = scopeOf(viewer);
  if (coach !== null && (await repo.coachedAmong(db, coach, [teamId])).length === 0) throw forbidden(refusal);
}
