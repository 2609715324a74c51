import { dayInZone } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { Deps } from '../../platform/request-context.ts';
import { settingsIn } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';
import { issue } from './issue.ts';

/**
 * A place taken at a paid event (registering, or a place given from the waitlist) raises an
 * invoice for its fee to the payer, in the transaction that gives the place; once per person and
 * event while a standing (not void) invoice for it is there. Due the day the event starts, or
 * today if that has passed. Answers the invoice's number, or null when none was raised.
 */
export async function raiseEventInvoice(
  deps: Deps,
  trx: DbOrTrx,
  place: { eventId: number; userId: number },
): Promise<string | null> {
  const event = await repo.findEventForFee(trx, place.eventId);
  if (!event || event.fee_minor <= 0) return null;
  if (await repo.hasEventInvoice(trx, place.userId, place.eventId)) return null;
  const { timeZone } = await settingsIn(deps, trx);
  const today = dayInZone(Date.now(), timeZone);
  const startsOn = dayInZone(event.starts_at, timeZone);
  return issue(deps, trx, {
    subscriberId: place.userId,
    lines: [
      { kind: 'event', eventId: event.id, description: event.title, quantity: 1, unitMinor: event.fee_minor },
    ],
    dueOn: startsOn > today ? startsOn : today,
    origin: 'event',
    by: null,
    menuId: null,
    ip: null,
  });
}
