import type { EventFields } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError, forbidden, type FieldProblem } from '../../platform/errors.ts';
import { scopeOf, type Viewer } from './coach-scope.ts';
import * as repo from './events.repository.ts';

/* An event's fields as staff send them: checked across fields and against live choices, then made columns. */

export const invalid = (fields: Record<string, FieldProblem>) =>
  new AppError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', fields);

/** The rules across fields, the choices being live, and a coach's events being their teams'. */
export async function checked(db: DbOrTrx, actor: Viewer, input: EventFields, before?: repo.EventRow) {
  const problems: Record<string, FieldProblem> = {};
  const starts = Date.parse(input.startsAt);
  const ends = Date.parse(input.endsAt);
  if (ends <= starts) problems.endsAt = 'EVENT_ENDS_BEFORE_START';
  const opens = input.registrationOpensAt ? Date.parse(input.registrationOpensAt) : null;
  const closes = input.registrationClosesAt ? Date.parse(input.registrationClosesAt) : null;
  if (opens !== null && closes !== null && closes <= opens)
    problems.registrationClosesAt = 'REGISTRATION_CLOSES_BEFORE_OPENING';
  else if (closes !== null && closes > ends) problems.registrationClosesAt = 'REGISTRATION_CLOSES_AFTER_END';
  if (before && input.capacity !== null && input.capacity < Number(before.places_taken))
    problems.capacity = 'CAPACITY_BELOW_TAKEN';
  const single: [keyof EventFields, 'sports' | 'venues' | 'age_categories', number | null, number | null][] =
    [
      ['sportId', 'sports', input.sportId, before?.sport_id ?? null],
      ['venueId', 'venues', input.venueId, before?.venue_id ?? null],
      ['ageCategoryId', 'age_categories', input.ageCategoryId, before?.age_category_id ?? null],
    ];
  for (const [field, table, id, kept] of single) {
    if (id === null) continue;
    const found = (await repo.choices(db, table, [id])).get(id);
    if (!found) problems[field] = 'CHOICE_UNKNOWN';
    // What the event already has may stay archived; a new choice must be live.
    else if (found.archived && id !== kept) problems[field] = 'CHOICE_ARCHIVED';
  }
  const teamIds = [...new Set(input.teamIds)];
  const teams = await repo.choices(db, 'teams', teamIds);
  const keptTeams = before
    ? ((await repo.teamsOf(db, [before.id])).get(before.id) ?? []).map((t) => t.id)
    : [];
  if (teamIds.some((id) => !teams.has(id))) problems.teamIds = 'CHOICE_UNKNOWN';
  else if (teamIds.some((id) => teams.get(id)!.archived && !keptTeams.includes(id)))
    problems.teamIds = 'CHOICE_ARCHIVED';
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const coach = scopeOf(actor);
  if (coach !== null) {
    const coached = await repo.coachedAmong(db, coach, teamIds);
    // A coach's event is for their teams: at least one, and none that is another coach's alone.
    if (coached.length === 0 || coached.length < teamIds.length)
      throw forbidden('You can only run events for the teams you coach.');
  }
  return teamIds;
}

export function columns(input: EventFields): repo.EventColumns {
  return {
    title: input.title,
    kind: input.kind,
    status: 'draft',
    sport_id: input.sportId,
    venue_id: input.venueId,
    age_category_id: input.ageCategoryId,
    starts_at: Date.parse(input.startsAt),
    ends_at: Date.parse(input.endsAt),
    time_zone: input.timeZone,
    registration_opens_at: input.registrationOpensAt ? Date.parse(input.registrationOpensAt) : null,
    registration_closes_at: input.registrationClosesAt ? Date.parse(input.registrationClosesAt) : null,
    capacity: input.capacity,
    fee_minor: input.feeMinor,
    currency: input.currency,
    offer_hours: input.offerHours,
    description: input.description,
    cancel_reason: null,
    updated_at: Date.now(),
  };
}
