import { auditTerm, type CompetitionSettings, type EntrantCreate, type Match } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, forbidden, type FieldProblem } from '../../platform/errors.ts';
import { requireOwnTeam, requireWhole, standingIn, visibleEvent, type Viewer } from '../events/index.ts';
import { audited, type EventActor } from '../events/index.ts';
import { teamChoice } from './lookups.repository.ts';
import * as repo from './matches.repository.ts';
import { computeStandings } from './standings.ts';

export type { Viewer };

/** The event, if the viewer may see it and it is a tournament. */
export async function tournament(db: DbOrTrx, viewer: Viewer, eventId: number) {
  const event = await visibleEvent(db, viewer, eventId);
  if (event.kind !== 'tournament') {
    throw new AppError(
      409,
      'INVALID_STATE',
      'Only a tournament has matches: make the event a tournament first.',
    );
  }
  return event;
}

export const invalid = (fields: Record<string, FieldProblem>) =>
  new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toMatch(row: repo.MatchRow): Match {
  return {
    id: row.id,
    eventId: row.event_id,
    round: row.round,
    home: { id: row.home_id, name: row.home_name },
    away: { id: row.away_id, name: row.away_name },
    venue: row.venue_id === null ? null : { id: row.venue_id, name: row.venue_name ?? '' },
    kickoffAt: iso(row.kickoff_at),
    status: row.status,
    homeGoals: row.home_goals,
    awayGoals: row.away_goals,
  };
}

/** The whole tournament: entrants, matches by round, and the table computed from the results. */
export async function competition(db: DbOrTrx, viewer: Viewer, eventId: number) {
  await tournament(db, viewer, eventId);
  const [settings, entrants, matches, standing] = await Promise.all([
    repo.settingsOf(db, eventId),
    repo.entrantsOf(db, eventId),
    repo.matchesOf(db, eventId),
    standingIn(db, viewer, eventId),
  ]);
  const results = matches
    .filter(
      (m) =>
        (m.status === 'played' || m.status === 'walkover') && m.home_goals !== null && m.away_goals !== null,
    )
    .map((m) => ({ home: m.home_id, away: m.away_id, homeGoals: m.home_goals!, awayGoals: m.away_goals! }));
  const lots = Object.fromEntries(entrants.filter((e) => e.lot !== null).map((e) => [e.id, e.lot!]));
  const table = computeStandings(
    entrants.map((e) => ({ id: e.id, name: e.name })),
    results,
    { points: settings.points, tieBreakers: settings.tieBreakers, lots },
  );
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  return {
    settings,
    entrants: entrants.map((e) => ({ id: e.id, name: e.name, teamId: e.team_id, lot: e.lot })),
    matches: matches.map(toMatch),
    standings: table.rows.map(({ teamId, ...row }) => ({
      entrantId: teamId,
      name: names.get(teamId) ?? '',
      ...row,
    })),
    needsLots: table.needsLots,
    may: {
      manage: standing.whole,
      entrantIds: entrants.filter((e) => standing.actsFor(e.id)).map((e) => e.id),
    },
  };
}

export async function changeSettings(actor: EventActor, eventId: number, settings: CompetitionSettings) {
  const { db } = actor.deps;
  await tournament(db, actor, eventId);
  await requireWhole(db, actor, eventId);
  await db.transaction().execute(async (trx) => {
    await repo.saveSettings(trx, eventId, settings);
    const { win, draw, loss } = settings.points;
    await audited(actor, trx, eventId, 'competition-edit', {
      win,
      draw,
      loss,
      tieBreakers: settings.tieBreakers.map((tie) => auditTerm('tie', tie)),
    });
  });
  return competition(db, actor, eventId);
}

/** Enters a master data team (live, not archived) or a one-off name; each once. */
export async function addEntrant(actor: EventActor, eventId: number, input: EntrantCreate) {
  const { db } = actor.deps;
  await tournament(db, actor, eventId);
  const field = 'teamId' in input ? 'teamId' : 'name';
  let name: string;
  let teamId: number | null = null;
  if ('teamId' in input) {
    const team = await teamChoice(db, input.teamId);
    if (!team) throw invalid({ teamId: 'CHOICE_UNKNOWN' });
    if (team.archived_at !== null) throw invalid({ teamId: 'CHOICE_ARCHIVED' });
    await requireOwnTeam(db, actor, team.id);
    ({ name, id: teamId } = team);
  } else {
    // A one-off name is no coach's team: it enters only a tournament wholly the caller's.
    await requireWhole(db, actor, eventId);
    name = input.name;
  }
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertEntrant(trx, { eventId, teamId, name });
      await audited(actor, trx, eventId, 'competition-edit', { entered: name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ [field]: 'ENTRANT_TAKEN' });
    throw error;
  }
  return competition(db, actor, eventId);
}

export async function removeEntrant(actor: EventActor, eventId: number, entrantId: number) {
  const { db } = actor.deps;
  await tournament(db, actor, eventId);
  const entrant = (await repo.entrantsOf(db, eventId)).find((e) => e.id === entrantId);
  if (entrant) {
    // Their own team, or a one-off name from a tournament wholly theirs (as it was entered).
    const standing = await standingIn(db, actor, eventId);
    const theirs = entrant.team_id === null ? standing.whole : standing.actsFor(entrant.id);
    if (!theirs) throw forbidden('You can only take out the teams you coach.');
  }
  await db.transaction().execute(async (trx) => {
    const entrant = (await repo.entrantsOf(trx, eventId)).find((e) => e.id === entrantId);
    if (!(await repo.deleteUnusedEntrant(trx, eventId, entrantId))) {
      throw new AppError(409, 'IN_USE', 'This entrant plays in matches (or was taken out already).');
    }
    await audited(actor, trx, eventId, 'competition-edit', { removed: entrant?.name ?? String(entrantId) });
  });
  return competition(db, actor, eventId);
}

/** Records drawn lots for entrants of this tournament. */
export async function drawLots(actor: EventActor, eventId: number, lots: Record<string, number>) {
  const { db } = actor.deps;
  await tournament(db, actor, eventId);
  await requireWhole(db, actor, eventId);
  const names = new Map((await repo.entrantsOf(db, eventId)).map((e) => [e.id, e.name]));
  const entrants = new Set(names.keys());
  const chosen = new Map(Object.entries(lots).map(([id, lot]) => [Number(id), lot]));
  if ([...chosen.keys()].some((id) => !entrants.has(id))) throw invalid({ lots: 'CHOICE_UNKNOWN' });
  await db.transaction().execute(async (trx) => {
    await repo.setLots(trx, eventId, chosen);
    await audited(actor, trx, eventId, 'competition-edit', {
      lots: [...chosen].map(([id, lot]) => `${names.get(id) ?? id} ${lot}`),
    });
  });
  return competition(db, actor, eventId);
}
