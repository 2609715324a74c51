import {
  eventText,
  notificationContent,
  type EventNoticeKind,
  type NotificationContent,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import { languageOf } from '../preferences/index.ts';
import type { Offer } from './places.ts';
import { registeredPeople } from './registrations.repository.ts';

/*
 * What an event tells people. The notification is written in the transaction that made the change
 * (it exists only if the change does); the text goes after the commit, as every text does, so a
 * slow provider never holds the change up. A child registered by a parent is told, and so is the
 * parent, who acts for them.
 */

type Told = { userId: number; mobile: string; registeredBy: number | null; parentMobile: string | null };

async function people(db: DbOrTrx, registrationIds: number[]) {
  if (registrationIds.length === 0) return [];
  const rows = await registeredPeople(db, registrationIds);
  return rows.map((row) => ({
    name: row.full_name,
    told: {
      userId: row.user_id,
      mobile: row.mobile_e164,
      registeredBy: row.registered_by,
      parentMobile: row.parent_mobile,
    } satisfies Told,
  }));
}

/**
 * A text for each person told; worded in their language and sent once the transaction has
 * committed. `userId` is the person whose phone it is (a parent for the parent's mobile).
 */
export type PendingTexts = { to: string; content: NotificationContent<EventNoticeKind>; userId: number }[];

/** Who a notice is from: a person, or (`eventId`) the event itself, in whose name it is sent. */
type Sender = { userId: number; eventId?: number };

async function tell(
  deps: Deps,
  trx: DbOrTrx,
  told: Told,
  from: Sender,
  content: NotificationContent<EventNoticeKind>,
  texts: PendingTexts,
) {
  const readers = [
    told.userId,
    ...(told.registeredBy && told.registeredBy !== told.userId ? [told.registeredBy] : []),
  ];
  for (const userId of readers)
    await createNotification(trx, deps.live, {
      userId,
      fromUserId: from.userId,
      ...(from.eventId === undefined ? {} : { fromEventId: from.eventId }),
      content,
    });
  texts.push({ to: told.mobile, content, userId: told.userId });
  if (told.parentMobile && told.registeredBy !== told.userId) {
    texts.push({ to: told.parentMobile, content, userId: told.registeredBy ?? told.userId });
  }
}

/**
 * What the waitlist itself says (a place offered, an offer lapsed) comes from the event, whoever's
 * change freed the place; the row keeps the event's maker (or the reader) as its person.
 */
const fromEvent = (event: { id: number; created_by: number | null }, told: Told): Sender => ({
  userId: event.created_by ?? told.userId,
  eventId: event.id,
});

/** Tells each person offered a place, and whoever registered them. */
export async function tellOffers(
  deps: Deps,
  trx: DbOrTrx,
  event: { id: number; title: string; offer_hours: number; created_by: number | null },
  offers: Offer[],
  texts: PendingTexts,
) {
  for (const { name, told } of await people(
    trx,
    offers.map((o) => o.registrationId),
  )) {
    const content = notificationContent('event-place-offered', {
      event: event.title,
      name,
      hours: String(event.offer_hours),
    });
    await tell(deps, trx, told, fromEvent(event, told), content, texts);
  }
}

/** Tells the person whose offer lapsed. */
export async function tellLapsed(
  deps: Deps,
  trx: DbOrTrx,
  event: { id: number; title: string; created_by: number | null },
  registrationId: number,
  texts: PendingTexts,
) {
  for (const { name, told } of await people(trx, [registrationId])) {
    const content = notificationContent('event-offer-lapsed', { event: event.title, name });
    await tell(deps, trx, told, fromEvent(event, told), content, texts);
  }
}

/** Tells everyone registered, waiting or offered that the event is cancelled. */
export async function tellCancelled(
  deps: Deps,
  trx: DbOrTrx,
  event: { title: string; cancel_reason: string | null },
  registrationIds: number[],
  from: number,
  texts: PendingTexts,
) {
  const content = notificationContent('event-cancelled', {
    event: event.title,
    reason: event.cancel_reason ?? '',
  });
  for (const { told } of await people(trx, registrationIds))
    await tell(deps, trx, told, { userId: from }, content, texts);
}

/** Sends the texts gathered in a committed transaction. */
export async function sendTexts(deps: Deps, texts: PendingTexts, startedBy: number | null) {
  for (const t of texts) {
    const text = eventText(await languageOf(deps, t.userId), t.content);
    await deps.sms.send({ to: t.to, text, kind: 'event', userId: t.userId }, { startedBy });
  }
}
