import {
  auditTerm,
  type Registration,
  type RegistrationStatus,
  type StaffMoveRequest,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import { sendTexts, tellOffers, type PendingTexts } from './event-notices.ts';
import { requireRegistrations, visibleEvent, type Viewer } from './coach-scope.ts';
import { audited, type EventActor } from './events.service.ts';
import * as places from './places.ts';
import * as repo from './registrations.repository.ts';
import { withMedicalNotes } from '../care/index.ts';
import { raiseEventInvoice } from '../payment/index.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toRegistration(row: repo.RegistrationRow): Registration {
  return {
    id: row.id,
    eventId: row.event_id,
    subscriberID: row.public_id,
    fullName: row.full_name,
    userName: row.user_name,
    dateOfBirth: row.date_of_birth,
    status: row.status,
    position: row.position === null ? null : Number(row.position),
    offerExpiresAt: row.status === 'offered' ? iso(row.offer_expires_at) : null,
    registeredBy: row.registered_by_name,
    registeredAt: iso(row.queued_at)!,
  };
}

/** `GET events/{id}/registrations`: in the order they came, so the waitlist reads in its order. */
export async function registrationList(
  db: DbOrTrx,
  actor: Viewer,
  eventId: number,
  query: { status?: RegistrationStatus[]; cursor?: string; limit: number },
  /** Flag the people whose medical notes say something (callers holding `safeguarding.medical`). */
  { medicalFlags = false }: { medicalFlags?: boolean } = {},
) {
  await visibleEvent(db, actor, eventId);
  await requireRegistrations(db, actor, eventId);
  const rows = await repo.registrationPage(db, {
    eventId,
    status: query.status,
    after: decodeCursor(query.cursor, 'number'),
    limit: query.limit,
  });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.queued_at), row.id]);
  const items = shown.map(toRegistration);
  if (!medicalFlags) return { items, nextCursor };
  const flagged = await withMedicalNotes(db, [...new Set(shown.map((row) => row.user_id))]);
  return { items: items.map((r, i) => ({ ...r, medicalNotes: flagged.has(shown[i]!.user_id) })), nextCursor };
}

/** Which staff moves may start from which status. */
const STAFF_FROM: Record<StaffMoveRequest['status'], readonly RegistrationStatus[]> = {
  registered: ['waitlisted', 'offered', 'attended', 'absent'],
  cancelled: ['registered', 'waitlisted', 'offered', 'attended', 'absent'],
  attended: ['registered', 'absent'],
  absent: ['registered', 'attended'],
};

/** `POST events/{id}/registrations/{registrationId}`: attendance, a cancellation, or a free place given. */
export async function staffMove(
  actor: EventActor,
  eventId: number,
  registrationId: number,
  request: StaffMoveRequest,
) {
  const { db } = actor.deps;
  const event = await visibleEvent(db, actor, eventId);
  await requireRegistrations(db, actor, eventId);
  const before = await repo.findRegistration(db, registrationId);
  if (!before || before.event_id !== eventId)
    throw new AppError(404, 'NOT_FOUND', 'There is no such registration.');
  if (before.status === request.status) return { registration: toRegistration(before) };
  if (!STAFF_FROM[request.status].includes(before.status)) {
    throw new AppError(
      409,
      'REGISTRATION_INVALID',
      `A ${before.status} registration cannot become ${request.status}.`,
    );
  }
  if (event.status === 'cancelled') throw new AppError(409, 'INVALID_STATE', 'This event is cancelled.');
  const texts: PendingTexts = [];
  await db.transaction().execute(async (trx) => {
    const offers = await places.move(trx, event, before, request.status);
    if (offers === null) throw changedMeanwhile();
    if (request.status === 'registered') {
      await raiseEventInvoice(actor.deps, trx, { eventId, userId: before.user_id });
    }
    await tellOffers(actor.deps, trx, event, offers, texts);
    await audited(actor, trx, eventId, 'registration-staff', {
      person: before.full_name,
      from: auditTerm('registration', before.status),
      to: auditTerm('registration', request.status),
    });
  });
  await sendTexts(actor.deps, texts, actor.auth.userId);
  return { registration: toRegistration((await repo.findRegistration(db, registrationId))!) };
}

export const changedMeanwhile = () =>
  new AppError(409, 'REGISTRATION_INVALID', 'This registration changed a moment ago: look again.');
