import { type RegistrationStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { decodeCursor, keysetPage } from '../../platform/cursor.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { ineligibility, notEligible, type EventRules } from './eligibility.ts';
import { sendTexts, tellOffers, type PendingTexts } from './event-notices.ts';
import { household } from '../people/index.ts';
import { raiseEventInvoice } from '../payment/index.ts';
import * as events from './events.repository.ts';
import { toEntries } from './events.service.ts';
import * as places from './places.ts';
import * as repo from './registrations.repository.ts';
import { changedMeanwhile, toRegistration } from './registrations.service.ts';

/*
 * The athlete's and parent's side: a person registers themself, and a parent their children
 * (accepted parent links from approval or staff), for open events they are eligible for.
 */

const asParticipants = (people: Awaited<ReturnType<typeof household>>, userId: number) =>
  people.map((p) => ({ subscriberID: p.public_id, fullName: p.full_name, self: p.id === userId }));

const rulesOf = (row: events.EventRow): EventRules => ({
  status: row.status,
  sportId: row.sport_id,
  age:
    row.age_category_id === null
      ? null
      : {
          minAge: row.min_age === null ? null : Number(row.min_age),
          underAge: row.under_age === null ? null : Number(row.under_age),
          cutoffMonth: Number(row.cutoff_month),
          cutoffDay: Number(row.cutoff_day),
        },
  startsAt: Number(row.starts_at),
  registrationOpensAt: row.registration_opens_at === null ? null : Number(row.registration_opens_at),
  registrationClosesAt: row.registration_closes_at === null ? null : Number(row.registration_closes_at),
});

/** `GET my/events`: every registration of the household, offers waiting for an answer first. */
export async function myEvents(db: DbOrTrx, auth: AuthContext) {
  const people = await household(db, auth.userId);
  const rows = await repo.registrationsOfPeople(
    db,
    people.map((p) => p.id),
  );
  const eventRows = await events.eventsByIds(
    db,
    rows.map((r) => r.event_id),
  );
  const byId = new Map((await toEntries(db, eventRows)).map((e) => [e.id, e]));
  const registrations = rows
    .map((row) => ({ ...toRegistration(row), event: byId.get(row.event_id)! }))
    .sort((a, b) => Number(b.status === 'offered') - Number(a.status === 'offered'));
  return { people: asParticipants(people, auth.userId), registrations };
}

/** `GET my/events/open`: events taking registrations, soonest first, with each person's standing. */
export async function openEvents(db: DbOrTrx, auth: AuthContext, query: { cursor?: string; limit: number }) {
  const now = Date.now();
  const after = decodeCursor(query.cursor, 'number');
  const people = await household(db, auth.userId);
  const rows = await events.openEventsPage(db, { now, after, limit: query.limit });
  const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.starts_at), row.id]);
  const standing = await repo.standingsOf(
    db,
    shown.map((r) => r.id),
    people.map((p) => p.id),
  );
  const statusOf = (eventId: number, userId: number) =>
    standing.find((s) => s.event_id === eventId && s.user_id === userId)?.status ?? null;
  const entries = await toEntries(db, shown);
  return {
    people: asParticipants(people, auth.userId),
    items: shown.map((row, i) => ({
      event: entries[i]!,
      people: people.map((p) => ({
        subscriberID: p.public_id,
        reason: ineligibility(
          rulesOf(row),
          {
            status: p.status,
            sportId: p.sport_id,
            dateOfBirth: p.date_of_birth,
            registration: statusOf(row.id, p.id),
          },
          now,
        ),
      })),
    })),
    nextCursor,
  };
}

/** `POST my/events/{id}/register`: a place when one is free, otherwise the waitlist. */
export async function register(deps: Deps, auth: AuthContext, eventId: number, subscriberID: string) {
  const { db } = deps;
  const person = (await household(db, auth.userId)).find((p) => p.public_id === subscriberID);
  if (!person) throw new AppError(403, 'FORBIDDEN', 'You can register yourself and your children only.');
  const event = await events.findEvent(db, eventId, null);
  if (!event || event.status === 'draft') throw notFound('There is no such event.');
  const before = await repo.registrationOf(db, eventId, person.id);
  const reason = ineligibility(
    rulesOf(event),
    {
      status: person.status,
      sportId: person.sport_id,
      dateOfBirth: person.date_of_birth,
      registration: before?.status ?? null,
    },
    Date.now(),
  );
  if (reason) throw notEligible(reason);
  const joined = await db.transaction().execute(async (trx) => {
    const made = await places.join(trx, {
      eventId,
      userId: person.id,
      registeredBy: person.id === auth.userId ? null : auth.userId,
    });
    if (made.status === 'registered') await raiseEventInvoice(deps, trx, { eventId, userId: person.id });
    return made;
  });
  return { registration: toRegistration((await repo.findRegistration(db, joined.id))!) };
}

/** What each answer needs the registration to be in, and makes it. */
const ANSWERS: Record<
  'accept' | 'decline' | 'cancel',
  { from: readonly RegistrationStatus[]; to: RegistrationStatus }
> = {
  accept: { from: ['offered'], to: 'registered' },
  decline: { from: ['offered'], to: 'declined' },
  cancel: { from: ['registered', 'waitlisted', 'offered'], to: 'cancelled' },
};

/** `POST my/registrations/{id}/{answer}`: a place given up goes to the first waiting. */
export async function answer(
  deps: Deps,
  auth: AuthContext,
  registrationId: number,
  answer: keyof typeof ANSWERS,
) {
  const { db } = deps;
  const people = await household(db, auth.userId);
  const before = await repo.findRegistration(db, registrationId);
  if (!before || !people.some((p) => p.id === before.user_id)) {
    throw new AppError(404, 'NOT_FOUND', 'There is no such registration.');
  }
  const rule = ANSWERS[answer];
  if (!rule.from.includes(before.status)) {
    throw new AppError(409, 'REGISTRATION_INVALID', `A ${before.status} registration cannot be ${answer}ed.`);
  }
  if (answer === 'accept' && Number(before.offer_expires_at) <= Date.now()) {
    throw new AppError(
      409,
      'REGISTRATION_INVALID',
      'This offer has lapsed: the place went to the next person waiting.',
    );
  }
  const event = (await events.findEvent(db, before.event_id, null))!;
  if (answer === 'accept' && event.status === 'cancelled') {
    throw new AppError(409, 'INVALID_STATE', 'This event is cancelled.');
  }
  const texts: PendingTexts = [];
  await db.transaction().execute(async (trx) => {
    const offers = await places.move(trx, event, before, rule.to);
    if (offers === null) throw changedMeanwhile();
    if (rule.to === 'registered')
      await raiseEventInvoice(deps, trx, { eventId: event.id, userId: before.user_id });
    await tellOffers(deps, trx, event, offers, texts);
  });
  await sendTexts(deps, texts, auth.userId);
  return { registration: toRegistration((await repo.findRegistration(db, registrationId))!) };
}
