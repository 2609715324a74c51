import { quietHoursEnd, UserStatus, type SmsKind } from '@fieldhouse/contract';
import type { Deps } from '../../platform/request-context.ts';
import { insertSms } from '../../platform/sms/sms-log.repository.ts';
import { organisationSettings } from '../settings/index.ts';
import { findRecipient, isOptedOut } from './send.repository.ts';

export const SMS_RELEASE_JOB = 'sms.release';

/** Why a text was not sent: the log keeps it as `skipped` with this as its `error`. */
export type SmsSkipReason = 'SMS_NO_VERIFIED_MOBILE' | 'SMS_OPTED_OUT' | 'SMS_NO_RECIPIENT';

export type QueueTextRequest = {
  /** The account (users.id) the text goes to, at its verified mobile. */
  to: number;
  text: string;
  /**
   * Urgent texts (safety) go at once, to everyone with a verified mobile. Non-urgent ones (staff's
   * one-offs and templates, bulk texts) are skipped for a person who opted out, and held during the
   * organisation's quiet hours until they end.
   */
  urgent: boolean;
  /** The staff member sending it (null for the system): kept in the log, and may watch its job. */
  startedBy: number | null;
  kind?: SmsKind;
};

export type QueueTextResult =
  | { outcome: 'sent'; smsId: number; deliveryStatus: 'queued' | 'stored'; heldUntil: null }
  | { outcome: 'held'; smsId: number; deliveryStatus: 'held'; heldUntil: number }
  | { outcome: 'skipped'; smsId: number | null; reason: SmsSkipReason };

/**
 * Texts one person, by the rules above, and logs it whatever happens (a skipped text with why).
 * Never throws for the recipient's state: a bulk send calls it for each person and counts the
 * outcomes (`sent`, `held` for quiet hours, `skipped` with its reason).
 */
export async function queueText(deps: Deps, req: QueueTextRequest): Promise<QueueTextResult> {
  const person = await findRecipient(deps.db, { userId: req.to });
  if (!person) return { outcome: 'skipped', smsId: null, reason: 'SMS_NO_RECIPIENT' };
  const message = { to: person.mobile_e164, text: req.text, kind: req.kind ?? 'staff', userId: person.id };
  const driver = deps.config.sms.driver;
  const skip = async (reason: SmsSkipReason) => {
    const smsId = await insertSms(deps.db, message, driver, 'skipped', {
      startedBy: req.startedBy,
      error: reason,
    });
    return { outcome: 'skipped' as const, smsId, reason };
  };
  if (person.status === UserStatus.phoneNotVerified) return skip('SMS_NO_VERIFIED_MOBILE');
  if (!req.urgent) {
    if (await isOptedOut(deps.db, person.id)) return skip('SMS_OPTED_OUT');
    const settings = await organisationSettings(deps);
    const now = Date.now();
    const heldUntil = quietHoursEnd(now, settings.timeZone, settings.quietHours);
    if (heldUntil !== null) {
      const smsId = await deps.db.transaction().execute(async (trx) => {
        const id = await insertSms(trx, message, driver, 'held', { startedBy: req.startedBy, heldUntil });
        await deps.jobs.enqueue(
          SMS_RELEASE_JOB,
          { smsId: id },
          { startedBy: req.startedBy, total: 1, startAfter: heldUntil - now, trx },
        );
        return id;
      });
      return { outcome: 'held', smsId, deliveryStatus: 'held', heldUntil };
    }
  }
  const sent = await deps.sms.send(message, { startedBy: req.startedBy });
  return {
    outcome: 'sent',
    smsId: sent.id,
    deliveryStatus: sent.deliveryStatus as 'queued' | 'stored',
    heldUntil: null,
  };
}
