import { smsStatusReportSchema, type SmsStatusReport } from '@fieldhouse/contract';
import type { SmsDeliveryStatus } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findSms } from '../../platform/sms/sms-log.repository.ts';
import { applyReport } from './sms.repository.ts';

/*
 * The provider's delivery reports (`POST /sms/status`, signed: platform/signed-request.ts). They
 * may come twice or out of order, so a report only moves a text forward: queued/stored → sent →
 * delivered or failed. A late `sent` after `delivered`, or a replay, changes nothing.
 */

const RANK: Record<SmsDeliveryStatus, number> = {
  held: 0,
  queued: 0,
  stored: 0,
  sent: 1,
  delivered: 2,
  failed: 2,
  // Never handed to anyone: no report can be about it.
  skipped: 9,
};

const malformed = () =>
  new AppError(400, 'SIGNED_BODY_INVALID', 'The report is not of the form the status callback takes.');

/** Reads a signed body as a delivery report, or 400 SIGNED_BODY_INVALID. */
export function parseReport(raw: Buffer): SmsStatusReport {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = smsStatusReportSchema.safeParse(json);
  if (!parsed.success) throw malformed();
  return parsed.data;
}

/** Applies a report when it moves its text forward; whether it did. */
export async function receiveReport(deps: Pick<Deps, 'db'>, report: SmsStatusReport) {
  const sms = await findSms(deps.db, Number(report.reference));
  if (!sms || RANK[report.status] <= RANK[sms.delivery_status])
    return { received: true as const, applied: false };
  const applied = await applyReport(deps.db, sms.id, sms.delivery_status, {
    status: report.status,
    providerMessageId: report.messageId ?? sms.provider_message_id,
    error: report.status === 'failed' ? (report.error ?? 'Not delivered') : null,
  });
  return { received: true as const, applied };
}
