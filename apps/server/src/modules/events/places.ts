import type { Transaction } from 'kysely';
import type { RegistrationStatus } from '@fieldhouse/contract';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { notEligible } from './eligibility.ts';
import * as repo from './registrations.repository.ts';

/*
 * The rules of an event's places, each run inside the transaction that changes a registration:
 * - joining takes a free place, or the back of the waitlist;
 * - a place given up (cancelled, declined, or an offer left to lapse) goes to the first waiting,
 *   as an offer with a deadline, which holds the place until it is answered;
 * - more places (a larger capacity) are offered the same way.
 * The event's `places_taken` moves only with the registrations, in the same transaction.
 */

type Trx = Transaction<Database>;

/** Someone offered a place: told after the commit (event-notices.ts). */
export type Offer = { registrationId: number; userId: number };

const HOUR_MS = 3_600_000;

/** Who may come back: a registration that no longer stands. */
const GONE: readonly RegistrationStatus[] = ['cancelled', 'declined'];

/**
 * Registers `userId`: a place when one is free, otherwise the waitlist. A person who cancelled or
 * declined before comes back at the back of the queue. Returns the registration's id and status.
 */
export async function join(
  trx: Trx,
  r: { eventId: number; userId: number; registeredBy: number | null },
): Promise<{ id: number; status: RegistrationStatus }> {
  await repo.lockEvent(trx, r.eventId);
  const status: RegistrationStatus = (await repo.takePlace(trx, r.eventId)) ? 'registered' : 'waitlisted';
  const before = await repo.registrationOf(trx, r.eventId, r.userId);
  if (before) {
    const moved = await repo.moveRegistration(trx, before.id, GONE, {
      status,
      queuedAt: Date.now(),
      registeredBy: r.registeredBy,
    });
    if (!moved) throw notEligible('ALREADY_REGISTERED');
    return { id: before.id, status };
  }
  try {
    return { id: await repo.insertRegistration(trx, { ...r, status }), status };
  } catch (error) {
    // The same person registered by two requests at once: the unique key keeps one.
    if (isUniqueViolation(error)) throw notEligible('ALREADY_REGISTERED');
    throw error;
  }
}

/**
 * Moves a registration out of `from` to `to`; when it held a place and `to` does not, the place
 * goes to the waitlist. Returns whom it was offered to, or null when the registration had moved
 * already (a parallel change won).
 */
export async function move(
  trx: Trx,
  event: { id: number; offer_hours: number },
  registration: { id: number; status: RegistrationStatus },
  to: RegistrationStatus,
): Promise<Offer[] | null> {
  await repo.lockEvent(trx, event.id);
  const held = repo.holdsPlace(registration.status);
  const holds = repo.holdsPlace(to);
  if (!held && holds && !(await repo.takePlace(trx, event.id))) {
    throw new AppError(
      409,
      'EVENT_FULL',
      'Every place is taken: free one before giving this person a place.',
    );
  }
  if (!(await repo.moveRegistration(trx, registration.id, [registration.status], { status: to })))
    return null;
  if (held && !holds) {
    await repo.freePlace(trx, event.id);
    return offerFreePlaces(trx, event);
  }
  return [];
}

/** While a place is free and someone waits, the first waiting is offered it. */
export async function offerFreePlaces(
  trx: Trx,
  event: { id: number; offer_hours: number },
): Promise<Offer[]> {
  await repo.lockEvent(trx, event.id);
  const offers: Offer[] = [];
  const passed: number[] = [];
  for (;;) {
    const next = await repo.firstWaiting(trx, event.id, passed);
    if (!next) return offers;
    if (!(await repo.takePlace(trx, event.id))) return offers;
    const claimed = await repo.moveRegistration(trx, next.id, ['waitlisted'], {
      status: 'offered',
      offerExpiresAt: Date.now() + event.offer_hours * HOUR_MS,
    });
    if (claimed) {
      offers.push({ registrationId: next.id, userId: next.user_id });
    } else {
      // Someone else moved them first: give the place back and look again.
      await repo.freePlace(trx, event.id);
      passed.push(next.id);
    }
  }
}
