import type { SmsSendRequest } from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound, retryLater } from '../../platform/errors.ts';
import { LIMITS, hit } from '../../platform/rate-limits.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findRecipient, isOptedOut, setOptOut } from './send.repository.ts';
import { queueText, type QueueTextResult, type SmsSkipReason } from './send.service.ts';
import { templateTextFor } from './templates.service.ts';

const REFUSALS: Record<Exclude<SmsSkipReason, 'SMS_NO_RECIPIENT'>, string> = {
  SMS_NO_VERIFIED_MOBILE: 'This person has no verified mobile to text.',
  SMS_OPTED_OUT: 'This person opted out of texts that are not urgent.',
};

const noSubscriber = () => notFound('There is no such subscriber.');

/** A skipped text as the caller hears it (the log keeps it and why already). */
export function refuseSkipped(result: QueueTextResult) {
  if (result.outcome !== 'skipped') return result;
  if (result.reason === 'SMS_NO_RECIPIENT') throw noSubscriber();
  throw new AppError(409, result.reason, REFUSALS[result.reason]);
}

/**
 * A staff text to one person counts towards their daily limit (429 RATE_LIMITED past it) and is
 * audited, in one transaction: from the SMS page or from their record alike.
 */
export async function countStaffText(
  deps: Pick<Deps, 'db'>,
  actor: { auth: AuthContext; client: Client },
  person: { id: number; public_id: string; full_name: string },
) {
  await deps.db.transaction().execute(async (trx) => {
    const spent = await hit(trx, LIMITS.staffTextsPerPerson, String(person.id));
    if (!spent.allowed) {
      throw retryLater(
        'RATE_LIMITED',
        'This person has had as many texts from staff as a day allows. Try again tomorrow.',
        spent.retryAfterSeconds,
      );
    }
    await audit(trx, {
      userId: actor.auth.userId,
      action: 'subscriber-text',
      menuId: actor.client.menuId,
      ip: actor.client.ip,
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
}

/**
 * Staff's text to one subscriber, free or from a template in the recipient's language: never
 * urgent, so quiet hours and the opt-out apply. It counts towards the same daily limit per person
 * as a text from their record, and is audited as one.
 */
export async function sendToSubscriber(deps: Deps, auth: AuthContext, client: Client, body: SmsSendRequest) {
  const person = await findRecipient(deps.db, { publicId: body.subscriberID });
  if (!person) throw noSubscriber();
  const text =
    body.templateId === undefined
      ? body.text!
      : await templateTextFor(deps, body.templateId, person, body.eventId);
  await countStaffText(deps, { auth, client }, person);
  const result = refuseSkipped(
    await queueText(deps, { to: person.id, text, urgent: false, startedBy: auth.userId }),
  );
  return {
    id: result.smsId,
    deliveryStatus: result.deliveryStatus,
    heldUntil: result.heldUntil === null ? null : new Date(result.heldUntil).toISOString(),
  };
}

export const getOptOut = async (deps: Pick<Deps, 'db'>, userId: number) => ({
  optedOut: await isOptedOut(deps.db, userId),
});

export async function setOwnOptOut(deps: Pick<Deps, 'db'>, userId: number, optedOut: boolean) {
  await setOptOut(deps.db, userId, optedOut);
  return { optedOut };
}
