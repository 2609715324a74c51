import type { Db } from '../../db/connect.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { SmsGateway, SmsMessage } from './gateway.ts';
import { SMS_SEND_JOB, type SmsSendPayload } from './sms-send.job.ts';
import { insertSms } from './sms-log.repository.ts';

/**
 * A provider over HTTP. The text is logged as `queued` and handed to the `sms.send` job in the
 * same transaction, so it is sent (and tried again) whatever happens to this request or process.
 */
export function httpDriver(db: Db, jobs: Jobs): SmsGateway {
  return {
    async send(message, options = {}) {
      return db.transaction().execute(async (trx) => {
        // The log keeps what was sent, but never a one-time code or link: the provider has it, we need not.
        const id = await insertSms(trx, { ...message, text: maskSecrets(message) }, 'http', 'queued');
        const payload: SmsSendPayload = { smsId: id, text: message.text };
        const jobId = await jobs.enqueue(SMS_SEND_JOB, payload, {
          startedBy: options.startedBy ?? null,
          total: 1,
          trx,
        });
        return { id, deliveryStatus: 'queued' as const, jobId };
      });
    },
  };
}

/** A text as it may be kept or shown: a one-time code's digits and an invitation link's token hidden. */
export function maskSecrets(m: Pick<SmsMessage, 'kind' | 'text'>): string {
  if (m.kind === 'otp') return m.text.replace(/\d{4,}/g, (d) => '•'.repeat(d.length));
  if (m.kind === 'invite') return m.text.replace(/\/invitation\/[\w-]+/g, '/invitation/••••');
  return m.text;
}
