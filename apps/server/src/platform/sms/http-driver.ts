import type { Db } from '../../db/connect.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { SmsGateway } from './gateway.ts';
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
        // The log keeps the text masked (insertSms); the words as sent live in the job's row until it ends.
        const id = await insertSms(trx, message, 'http', 'queued', { startedBy: options.startedBy });
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
