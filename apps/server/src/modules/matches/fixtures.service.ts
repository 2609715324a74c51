import {
  auditTerm,
  WALKOVER_SCORE,
  type FixturesRequest,
  type MatchChange,
  type MatchCreate,
  type ScoreRequest,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { lockEvent, requireSide, requireWhole } from '../events/index.ts';
import { audited, type EventActor } from '../events/index.ts';
import { competition, invalid, toMatch, tournament, type Viewer } from './competition.service.ts';
import { tellMoved, tellResult } from './match-notices.ts';
import { venuesByIds } from './lookups.repository.ts';
import * as repo from './matches.repository.ts';
import { roundRobin, schedule } from './round-robin.ts';
import { scoreBeforeKickoff, toScoreLog } from './score-log.ts';

/** Venues that exist and are not archived, or the field problem. */
async function liveVenues(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await venuesByIds(db, ids);
  if (rows.length < new Set(ids).size) throw invalid({ venueIds: 'CHOICE_UNKNOWN' });
  if (rows.some((row) => row.archived_at !== null)) throw invalid({ venueIds: 'CHOICE_ARCHIVED' });
}

/** A round-robin over the entrants, placed on the dates, times and venues: the preview and what is saved. */
async function generate(db: DbOrTrx, viewer: Viewer, eventId: number, request: FixturesRequest) {
  const event = await tournament(db, viewer, eventId);
  await requireWhole(db, viewer, eventId);
  const entrants = await repo.entrantsOf(db, eventId);
  if (entrants.length < 2) throw invalid({ entrants: 'ENTRANTS_TOO_FEW' });
  await liveVenues(db, request.venueIds);
  const dates = [...new Set(request.dates)].sort();
  if (dates.some((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)) {
    throw invalid({ dates: 'DATE_FORMAT' });
  }
  const fixtures = roundRobin(
    entrants.map((e) => e.id),
    { double: request.double },
  );
  const placed = schedule(fixtures, {
    dates,
    slots: [...new Set(request.slots)].sort(),
    venues: [...new Set(request.venueIds)],
    timeZone: event.time_zone,
  });
  if (!placed.ok) {
    throw invalid(
      placed.code === 'NOT_ENOUGH_DATES'
        ? { dates: 'FIXTURE_DATES_TOO_FEW' }
        : { slots: 'FIXTURE_SLOTS_TOO_FEW' },
    );
  }
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  const venues = new Map((await venuesByIds(db, request.venueIds)).map((v) => [v.id, v.name]));
  return placed.matches.map((m) => ({
    eventId,
    round: m.round,
    home: { id: m.home, name: names.get(m.home)! },
    away: { id: m.away, name: names.get(m.away)! },
    venue: { id: m.venue, name: venues.get(m.venue)! },
    kickoffAt: m.kickoff,
  }));
}

export async function previewFixtures(
  db: DbOrTrx,
  viewer: Viewer,
  eventId: number,
  request: FixturesRequest,
) {
  return { matches: await generate(db, viewer, eventId, request) };
}

/** Saves the round-robin, once: a tournament with matches keeps them. */
export async function saveFixtures(actor: EventActor, eventId: number, request: FixturesRequest) {
  const { db } = actor.deps;
  const matches = await generate(db, actor, eventId, request);
  await db.transaction().execute(async (trx) => {
    // Two saves at once: the second waits here, then finds the first one's matches.
    await lockEvent(trx, eventId);
    if (await repo.hasMatches(trx, eventId)) {
      throw new AppError(409, 'FIXTURES_EXIST', 'This tournament has its fixtures already.');
    }
    const now = Date.now();
    await repo.insertMatches(
      trx,
      matches.map((m) => ({
        event_id: eventId,
        round: m.round,
        home_id: m.home.id,
        away_id: m.away.id,
        venue_id: m.venue.id,
        kickoff_at: Date.parse(m.kickoffAt),
        status: 'scheduled' as const,
        created_at: now,
        updated_at: now,
      })),
    );
    await audited(actor, trx, eventId, 'fixtures-create', {
      matches: matches.length,
      format: auditTerm('format', request.double ? 'double' : 'single'),
    });
  });
  return competition(db, actor, eventId);
}

/** Adds one match between two of the tournament's entrants. */
export async function addMatch(actor: EventActor, eventId: number, input: MatchCreate) {
  const { db } = actor.deps;
  await tournament(db, actor, eventId);
  if (input.homeId === input.awayId) throw invalid({ awayId: 'SAME_ENTRANT' });
  const entrants = new Set((await repo.entrantsOf(db, eventId)).map((e) => e.id));
  if (!entrants.has(input.homeId)) throw invalid({ homeId: 'CHOICE_UNKNOWN' });
  if (!entrants.has(input.awayId)) throw invalid({ awayId: 'CHOICE_UNKNOWN' });
  await requireSide(db, actor, { event_id: eventId, home_id: input.homeId, away_id: input.awayId });
  if (input.venueId !== null)
    await liveVenues(db, [input.venueId]).catch(() => Promise.reject(invalid({ venueId: 'CHOICE_UNKNOWN' })));
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const [newId] = await repo.insertMatches(trx, [
      {
        event_id: eventId,
        round: input.round,
        home_id: input.homeId,
        away_id: input.awayId,
        venue_id: input.venueId,
        kickoff_at: input.kickoffAt ? Date.parse(input.kickoffAt) : null,
        status: 'scheduled',
        created_at: now,
        updated_at: now,
      },
    ]);
    const added = (await repo.findMatch(trx, newId!))!;
    await audited(actor, trx, eventId, 'match-edit', {
      home: added.home_name,
      away: added.away_name,
      status: auditTerm('match', added.status),
    });
    return newId!;
  });
  return { match: toMatch((await repo.findMatch(db, id))!) };
}

/** The match, if the viewer may reach its tournament (404), and act on one of its sides (403). */
async function actionableMatch(db: DbOrTrx, viewer: Viewer, id: number) {
  const found = await visibleMatch(db, viewer, id);
  await requireSide(db, viewer, found.match);
  return found;
}

/** The match, if the viewer may reach its tournament. */
async function visibleMatch(db: DbOrTrx, viewer: Viewer, id: number) {
  const match = await repo.findMatch(db, id);
  if (!match) throw notFound('There is no such match.');
  const event = await tournament(db, viewer, match.event_id).catch(() =>
    Promise.reject(notFound('There is no such match.')),
  );
  return { match, event };
}

/** Moves, postpones or calls off a match; its players hear of it. */
export async function changeMatch(actor: EventActor, id: number, change: MatchChange) {
  const { db } = actor.deps;
  const { match, event } = await actionableMatch(db, actor, id);
  if (match.status === 'played' || match.status === 'walkover') {
    throw new AppError(409, 'INVALID_STATE', 'This match has a result: correct the score instead.');
  }
  if (change.status === 'postponed' && change.kickoffAt) throw invalid({ kickoffAt: 'POSTPONED_NO_TIME' });
  if (change.venueId)
    await liveVenues(db, [change.venueId]).catch(() =>
      Promise.reject(invalid({ venueId: 'CHOICE_UNKNOWN' })),
    );
  // A postponed match has no time until it is moved: the old one is not going to happen, and
  // My fixtures, the calendar feed and the fixtures list would show it as if it stood. A new
  // time for a postponed match moves it, so it is scheduled again.
  const status =
    change.status ?? (match.status === 'postponed' && change.kickoffAt ? 'scheduled' : match.status);
  const kickoff =
    status === 'postponed'
      ? { kickoff_at: null }
      : change.kickoffAt !== undefined
        ? { kickoff_at: change.kickoffAt ? Date.parse(change.kickoffAt) : null }
        : {};
  await db.transaction().execute(async (trx) => {
    await repo.updateMatch(trx, id, {
      ...(change.venueId !== undefined ? { venue_id: change.venueId } : {}),
      ...kickoff,
      status,
      updated_at: Date.now(),
    });
    const after = (await repo.findMatch(trx, id))!;
    await tellMoved(actor.deps, trx, after, event.time_zone, actor.auth.userId);
    await audited(actor, trx, event.id, 'match-edit', {
      home: after.home_name,
      away: after.away_name,
      status: auditTerm('match', after.status),
    });
  });
  return { match: toMatch((await repo.findMatch(db, id))!) };
}

/** Enters or corrects a score; every entry stays in the match's log. */
export async function enterScore(actor: EventActor, id: number, request: ScoreRequest) {
  const { db } = actor.deps;
  const { match, event } = await actionableMatch(db, actor, id);
  if (match.status === 'cancelled') throw new AppError(409, 'INVALID_STATE', 'This match is called off.');
  const early = scoreBeforeKickoff(match, request, Date.now());
  const [home, away] =
    request.result === 'played'
      ? [request.homeGoals, request.awayGoals]
      : request.winner === 'home'
        ? [WALKOVER_SCORE, 0]
        : [0, WALKOVER_SCORE];
  await db.transaction().execute(async (trx) => {
    await repo.updateMatch(trx, id, {
      status: request.result,
      home_goals: home,
      away_goals: away,
      updated_at: Date.now(),
    });
    await repo.insertScore(trx, {
      matchId: id,
      userId: actor.auth.userId,
      status: request.result,
      home,
      away,
      note: request.note?.trim() || null,
      beforeKickoff: early,
    });
    const after = (await repo.findMatch(trx, id))!;
    await tellResult(actor.deps, trx, after, actor.auth.userId);
    await audited(actor, trx, event.id, 'match-score', {
      home: after.home_name,
      homeGoals: home,
      awayGoals: away,
      away: after.away_name,
    });
  });
  return { match: toMatch((await repo.findMatch(db, id))!) };
}

export async function scoreLog(db: DbOrTrx, viewer: Viewer, id: number) {
  await visibleMatch(db, viewer, id);
  return { items: toScoreLog(await repo.scoreLog(db, id)) };
}
