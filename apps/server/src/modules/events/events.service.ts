import {
  auditTerm,
  type AuditAction,
  type AuditFacts,
  type ClashParams,
  type EventEntry,
  type EventFields,
  type EventListParams,
  type EventStatus,
  type EventStatusRequest,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { auditBy } from '../../platform/audit.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { requireWhole, scopeOf, standingIn, visibleEvent, type Viewer } from './coach-scope.ts';
import { checked, columns, invalid } from './event-fields.ts';
import { sendTexts, tellCancelled, tellOffers, type PendingTexts } from './event-notices.ts';
import * as repo from './events.repository.ts';
import { offerFreePlaces } from './places.ts';
import { standingPeople } from './registrations.repository.ts';

/**
 * Staff acting on events: who, from where, and whose events they may touch — every event, or
 * (without `event.every-team`) only those of the teams they coach.
 */
export type EventActor = { deps: Deps; auth: AuthContext; client: Client; everyTeam: boolean };

/** The actor of a request: whether they see every event is their role's `event.every-team`. */
export const eventActor = (
  deps: Deps,
  auth: AuthContext,
  client: Client,
  held: ReadonlySet<string>,
): EventActor => ({
  deps,
  auth,
  client,
  everyTeam: held.has('event.every-team'),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export async function toEntries(db: DbOrTrx, rows: repo.EventRow[]): Promise<EventEntry[]> {
  const teams = await repo.teamsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    sport: named(row.sport_id, row.sport_name),
    venue: named(row.venue_id, row.venue_name),
    ageCategory: named(row.age_category_id, row.age_category_name),
    teams: teams.get(row.id) ?? [],
    startsAt: iso(row.starts_at)!,
    endsAt: iso(row.ends_at)!,
    timeZone: row.time_zone,
    registrationOpensAt: iso(row.registration_opens_at),
    registrationClosesAt: iso(row.registration_closes_at),
    capacity: row.capacity,
    placesTaken: Number(row.places_taken),
    waitlisted: Number(row.waitlisted ?? 0),
    feeMinor: Number(row.fee_minor),
    currency: row.currency,
    offerHours: row.offer_hours,
    description: row.description,
    cancelReason: row.cancel_reason,
  }));
}

/** One event, and what the viewer may change of it (the rule: coach-scope.ts). */
export async function eventEntry(db: DbOrTrx, viewer: Viewer, id: number) {
  const event = (await toEntries(db, [await visibleEvent(db, viewer, id)]))[0]!;
  const { whole, registrations } = await standingIn(db, viewer, id);
  return { event, may: { change: whole, registrations } };
}

/** `GET events`: by start time, a page at a time. */
export async function listEvents(db: DbOrTrx, actor: Viewer, query: EventListParams) {
  const rows = await repo.eventPage(db, {
    ...query,
    after: decodeCursor(query.cursor, 'number'),
    coachId: scopeOf(actor),
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.starts_at), row.id]);
  return { items: await toEntries(db, shown), nextCursor };
}

/** `GET events/clashes`. */
export async function findClashes(db: DbOrTrx, viewer: Viewer, query: ClashParams) {
  const coach = scopeOf(viewer);
  const teamIds = query.teamIds ?? [];
  const rows = await repo.clashes(db, {
    startsAt: Date.parse(query.startsAt),
    endsAt: Date.parse(query.endsAt),
    venueId: query.venueId,
    // A coach asks after their own teams only: another team's diary is not theirs to probe.
    teamIds: coach === null ? teamIds : await repo.coachedAmong(db, coach, teamIds),
    exclude: query.exclude,
  });
  // A coach hears that the venue is taken, not what another team's event is called, nor when.
  const visible =
    coach === null
      ? null
      : await repo.visibleAmong(
          db,
          coach,
          rows.map((row) => row.id),
        );
  return {
    items: rows.map((row) => {
      const shown = visible === null || visible.has(row.id);
      return {
        id: row.id,
        title: shown ? row.title : '',
        startsAt: shown ? iso(row.starts_at) : null,
        endsAt: shown ? iso(row.ends_at) : null,
        on: row.on,
        what: row.what,
        visible: shown,
      };
    }),
  };
}

/** `GET events/choices`: live master data for the form; a coach chooses among their own teams. */
export async function eventChoices(db: DbOrTrx, viewer: Viewer) {
  return repo.liveChoices(db, scopeOf(viewer));
}

/** Records a change to an event (its registrations, matches and tournament included) against it, by its title. */
export async function audited(
  actor: EventActor,
  db: DbOrTrx,
  id: number,
  action: AuditAction,
  facts?: AuditFacts,
) {
  const title = await repo.titleOf(db, id);
  await auditBy(db, actor, {
    action,
    ...(facts ? { facts } : {}),
    object: { type: 'event', id: String(id), name: title ?? null },
  });
}

/** `POST events`. */
export async function createEvent(actor: EventActor, input: EventFields & { status: 'draft' | 'open' }) {
  const { db } = actor.deps;
  const teamIds = await checked(db, actor, input);
  const id = await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const newId = await repo.insertEvent(trx, {
      ...columns(input),
      status: input.status,
      created_by: actor.auth.userId,
      created_at: now,
    });
    await repo.setTeams(trx, newId, teamIds);
    await audited(actor, trx, newId, 'event-create', { status: auditTerm('event', input.status) });
    return newId;
  });
  return eventEntry(db, actor, id);
}

/** `PUT events/{id}`: every field at once; places added go to the waitlist at once. */
export async function changeEvent(actor: EventActor, id: number, input: EventFields) {
  const { db } = actor.deps;
  const before = await visibleEvent(db, actor, id);
  // A coach changes only an event wholly theirs: not even by dropping another coach's team from it.
  await requireWhole(db, actor, id);
  const teamIds = await checked(db, actor, input, before);
  const texts: PendingTexts = [];
  await db.transaction().execute(async (trx) => {
    const { status: _kept, cancel_reason: _reason, ...changes } = columns(input);
    await repo.updateEvent(trx, id, changes);
    await repo.setTeams(trx, id, teamIds);
    const event = { ...before, ...changes };
    if (before.status !== 'cancelled') {
      const offers = await offerFreePlaces(trx, event);
      await tellOffers(actor.deps, trx, event, offers, texts);
    }
    await audited(actor, trx, id, 'event-edit');
  });
  await sendTexts(actor.deps, texts, actor.auth.userId);
  return eventEntry(db, actor, id);
}

/** Which status may follow which: a cancelled event stays cancelled. */
const NEXT: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['open', 'cancelled'],
  open: ['closed', 'cancelled', 'draft'],
  closed: ['open', 'cancelled'],
  cancelled: [],
};

/** `POST events/{id}/status`: cancelling tells everyone registered, waiting or offered, and why. */
export async function changeStatus(actor: EventActor, id: number, request: EventStatusRequest) {
  const { db } = actor.deps;
  const before = await visibleEvent(db, actor, id);
  await requireWhole(db, actor, id);
  if (request.status === before.status) return eventEntry(db, actor, id);
  if (!NEXT[before.status].includes(request.status)) {
    throw new AppError(409, 'INVALID_STATE', `A ${before.status} event cannot become ${request.status}.`);
  }
  const reason = request.reason?.trim() || null;
  if (request.status === 'cancelled' && !reason) throw invalid({ reason: 'CANCEL_REASON_REQUIRED' });
  const texts: PendingTexts = [];
  await db.transaction().execute(async (trx) => {
    await repo.updateEvent(trx, id, {
      status: request.status,
      cancel_reason: request.status === 'cancelled' ? reason : null,
      updated_at: Date.now(),
    });
    if (request.status === 'cancelled') {
      const people = await standingPeople(trx, id);
      await tellCancelled(
        actor.deps,
        trx,
        { title: before.title, cancel_reason: reason },
        people.map((p) => p.id),
        actor.auth.userId,
        texts,
      );
    }
    await audited(actor, trx, id, 'event-status', {
      from: auditTerm('event', before.status),
      to: auditTerm('event', request.status),
      ...(reason ? { reason } : {}),
    });
  });
  await sendTexts(actor.deps, texts, actor.auth.userId);
  return eventEntry(db, actor, id);
}
