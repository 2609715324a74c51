import { quietHoursEnd, UserStatus, type SmsKind } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import type { Deps } from '../../platform/request-context.ts';
import { SMS_SEND_JOB, type SmsSendPayload } from '../../platform/sms/sms-send.job.ts';
import { insertSmsMany, type SmsLogEntry } from '../../platform/sms/sms-log.repository.ts';
import { languagesOf } from '../preferences/index.ts';
import { organisationSettings } from '../settings/index.ts';
import { findRecipients, optedOutOf } from './send.repository.ts';
import { SMS_RELEASE_JOB, type SmsSkipReason } from './send.service.ts';

export type Language = 'en' | 'ar';

/** A person a text of many goes to, as its words are written for them. */
export type ManyRecipient = { id: number; full_name: string; language: Language };

export type QueueTextsRequest = {
  /** The accounts (users.id) to text; each is texted once however often named. */
  to: readonly number[];
  /** The words for one person (a template in their language, placeholders filled). */
  textFor: (person: ManyRecipient) => string;
  urgent: boolean;
  startedBy: number | null;
  kind?: SmsKind;
};

/** What happened to one person's text: as `queueText`'s outcomes (`smsId` null when nothing was logged). */
export type ManyOutcome = {
  outcome: 'sent' | 'held' | 'skipped';
  smsId: number | null;
  reason: SmsSkipReason | null;
};

/** Who of `ids` can be texted and why not the others, without sending anything (a bulk text's preview). */
export async function recipientsOf(deps: Deps, db: DbOrTrx, ids: readonly number[], urgent: boolean) {
  const [people, optedOut, language] = await Promise.all([
    findRecipients(db, ids),
    urgent ? new Set<number>() : optedOutOf(db, ids),
    languagesOf({ ...deps, db }, ids),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return ids.map((id) => {
    const person = byId.get(id);
    const skip: SmsSkipReason | null = !person
      ? 'SMS_NO_RECIPIENT'
      : person.status === UserStatus.phoneNotVerified
        ? 'SMS_NO_VERIFIED_MOBILE'
        : optedOut.has(id)
          ? 'SMS_OPTED_OUT'
          : null;
    return { id, person, skip, language: language(id) };
  });
}

/**
 * `queueText` for many people in one transaction (a bulk text's batch): the same rules — a
 * skipped text logged with why, a non-urgent one held in quiet hours — but a few statements for
 * all of them, so 100,000 people are queued in seconds. Everything it writes commits with `trx`,
 * so the caller records each person's outcome in the same transaction and never texts one twice.
 */
export async function queueTexts(
  deps: Deps,
  trx: DbOrTrx,
  req: QueueTextsRequest,
): Promise<Map<number, ManyOutcome>> {
  const ids = [...new Set(req.to)];
  const people = await recipientsOf(deps, trx, ids, req.urgent);
  // Read through `trx` when this process holds no copy (a fresh server resuming a send, or just after
  // a save): on SQLite the transaction holds the one connection, so a read on `deps.db` would wait
  // for it for ever, and every other query of the process behind it.
  const settings = await organisationSettings({ ...deps, db: trx });
  const now = Date.now();
  const heldUntil = req.urgent ? null : quietHoursEnd(now, settings.timeZone, settings.quietHours);
  const driver = deps.config.sms.driver;
  const goes: SmsDeliveryStatus = heldUntil !== null ? 'held' : driver === 'http' ? 'queued' : 'stored';
  const outcomes = new Map<number, ManyOutcome>();
  const entries: SmsLogEntry[] = [];
  for (const { id, person, skip, language } of people) {
    if (!person) {
      outcomes.set(id, { outcome: 'skipped', smsId: null, reason: 'SMS_NO_RECIPIENT' });
      continue;
    }
    const text = req.textFor({ id, full_name: person.full_name, language });
    const message = { to: person.mobile_e164, text, kind: req.kind ?? 'staff', userId: id };
    entries.push({
      message,
      status: skip ? 'skipped' : goes,
      startedBy: req.startedBy,
      error: skip,
      heldUntil,
    });
    outcomes.set(id, {
      outcome: skip ? 'skipped' : heldUntil !== null ? 'held' : 'sent',
      smsId: null,
      reason: skip,
    });
  }
  const rows = await insertSmsMany(trx, entries, driver);
  const texts = new Map(entries.map((e) => [e.message.userId, e.message.text]));
  const released: number[] = [];
  for (const row of rows) {
    const outcome = outcomes.get(row.user_id ?? -1);
    if (!outcome) continue;
    outcome.smsId = row.id;
    if (outcome.outcome === 'held') released.push(row.id);
    if (outcome.outcome === 'sent' && goes === 'queued') {
      // The HTTP provider's texts go one job each (tried again on their own), as queueText's do.
      const payload: SmsSendPayload = { smsId: row.id, text: texts.get(row.user_id) ?? '' };
      await deps.jobs.enqueue(SMS_SEND_JOB, payload, { startedBy: req.startedBy, total: 1, trx });
    }
  }
  if (released.length > 0 && heldUntil !== null)
    await deps.jobs.enqueue(
      SMS_RELEASE_JOB,
      { smsIds: released },
      { startedBy: req.startedBy, total: released.length, startAfter: heldUntil - now, trx },
    );
  return outcomes;
}
