import { sql, type SqlBool, type Transaction } from 'kysely';
import { PLACE_HOLDING, type RegistrationStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Boundary } from '../../platform/cursor.ts';

type Trx = Transaction<Database>;

/**
 * Holds the event's row until the transaction ends, so every change to its places and waitlist
 * happens one after another (PostgreSQL row lock; SQLite has one writer anyway). Taken first by
 * every such change, so they all lock in the same order.
 */
export async function lockEvent(trx: Trx, eventId: number): Promise<void> {
  await trx
    .updateTable('events')
    .set({ places_taken: sql`places_taken` })
    .where('id', '=', eventId)
    .execute();
}

/**
 * Takes one of the event's places if one is free. The guard is in the update itself, so when two
 * transactions race for the last place PostgreSQL re-checks it after the first commits, and
 * SQLite runs one writer at a time: exactly one of them gets it.
 */
export async function takePlace(trx: Trx, eventId: number): Promise<boolean> {
  const result = await trx
    .updateTable('events')
    .set({ places_taken: sql`places_taken + 1` })
    .where('id', '=', eventId)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('places_taken', '<', eb.ref('capacity'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function freePlace(trx: Trx, eventId: number): Promise<void> {
  await trx
    .updateTable('events')
    .set({ places_taken: sql`places_taken - 1` })
    .where('id', '=', eventId)
    .execute();
}

export const holdsPlace = (status: RegistrationStatus) => PLACE_HOLDING.includes(status);

/** A registration with who it is for. */
export function registrationsWithPeople(db: DbOrTrx) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as by', 'by.id', 'r.registered_by')
    .selectAll('r')
    .select([
      'u.public_id',
      'u.full_name',
      'u.user_name',
      'u.date_of_birth',
      'u.mobile_e164',
      'by.full_name as registered_by_name',
      // Place on the waitlist: those waiting who came before, plus one.
      sql<number | null>`case when r.status = 'waitlisted' then (select count(*) from event_registrations w
        where w.event_id = r.event_id and w.status = 'waitlisted'
          and (w.queued_at < r.queued_at or (w.queued_at = r.queued_at and w.id <= r.id))) end`.as(
        'position',
      ),
    ]);
}
export type RegistrationRow = Awaited<
  ReturnType<ReturnType<typeof registrationsWithPeople>['executeTakeFirstOrThrow']>
>;

export function findRegistration(db: DbOrTrx, id: number) {
  return registrationsWithPeople(db).where('r.id', '=', id).executeTakeFirst();
}

export function registrationOf(db: DbOrTrx, eventId: number, userId: number) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An event's registrations in the order they came (queued_at, id), a page at a time. */
export function registrationPage(
  db: DbOrTrx,
  q: { eventId: number; status?: RegistrationStatus[]; after: Boundary<number> | null; limit: number },
) {
  return registrationsWithPeople(db)
    .where('r.event_id', '=', q.eventId)
    .$if(q.status !== undefined, (b) => b.where('r.status', 'in', q.status!))
    .$if(q.after !== null, (b) =>
      b.where(sql<SqlBool>`(r.queued_at, r.id) > (${q.after!.value}, ${q.after!.id})`),
    )
    .orderBy('r.queued_at')
    .orderBy('r.id')
    .limit(q.limit + 1)
    .execute();
}

/** The people's registrations, newest event first. */
export function registrationsOfPeople(db: DbOrTrx, userIds: number[]) {
  return registrationsWithPeople(db)
    .innerJoin('events', 'events.id', 'r.event_id')
    .where('r.user_id', 'in', userIds)
    .orderBy('events.starts_at', 'desc')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/**
 * Sets a registration's status if it is still one of `from` (a parallel change wins otherwise).
 * `queuedAt` puts a returning person at the back of the queue.
 */
export async function moveRegistration(
  trx: Trx,
  id: number,
  from: readonly RegistrationStatus[],
  to: {
    status: RegistrationStatus;
    offerExpiresAt?: number | null;
    queuedAt?: number;
    registeredBy?: number | null;
  },
): Promise<boolean> {
  const now = Date.now();
  const result = await trx
    .updateTable('event_registrations')
    .set({
      status: to.status,
      offer_expires_at: to.offerExpiresAt ?? null,
      updated_at: now,
      ...(to.queuedAt !== undefined ? { queued_at: to.queuedAt } : {}),
      ...(to.registeredBy !== undefined ? { registered_by: to.registeredBy } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRegistration(
  trx: Trx,
  r: { eventId: number; userId: number; status: RegistrationStatus; registeredBy: number | null },
) {
  const now = Date.now();
  const row = await trx
    .insertInto('event_registrations')
    .values({
      event_id: r.eventId,
      user_id: r.userId,
      status: r.status,
      queued_at: now,
      registered_by: r.registeredBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first on the event's waitlist (skipping `passed`, whom a parallel change just took). */
export function firstWaiting(trx: Trx, eventId: number, passed: number[]) {
  return trx
    .selectFrom('event_registrations')
    .select(['id', 'user_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .$if(passed.length > 0, (q) => q.where('id', 'not in', passed))
    .orderBy('queued_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Offers whose time ran out before `now`, oldest first. */
export function lapsedOffers(db: DbOrTrx, now: number, limit: number) {
  return db
    .selectFrom('event_registrations')
    .select(['id', 'event_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<', now)
    .orderBy('offer_expires_at')
    .limit(limit)
    .execute();
}

/** The people holding a place or waiting for one: who hears that the event was cancelled. */
export function standingPeople(db: DbOrTrx, eventId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.mobile_e164', 'r.registered_by'])
    .where('r.event_id', '=', eventId)
    .where('r.status', 'in', ['registered', 'waitlisted', 'offered'])
    .orderBy('r.id')
    .execute();
}

/** Who these registrations are for, with their number and the number of the parent who made them. */
export function registeredPeople(db: DbOrTrx, registrationIds: number[]) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as p', 'p.id', 'r.registered_by')
    .select([
      'r.id',
      'r.user_id',
      'u.full_name',
      'u.mobile_e164',
      'r.registered_by',
      'p.mobile_e164 as parent_mobile',
    ])
    .where('r.id', 'in', registrationIds)
    .execute();
}

/** Where each of these people stands in each of these events, where they registered. */
export function standingsOf(db: DbOrTrx, eventIds: number[], userIds: number[]) {
  return db
    .selectFrom('event_registrations')
    .select(['event_id', 'user_id', 'status'])
    .where('event_id', 'in', [0, ...eventIds])
    .where('user_id', 'in', userIds)
    .execute();
}
