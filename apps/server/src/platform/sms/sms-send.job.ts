import type { Config } from '../../config.ts';
import { defineJob, JobError, type RetryPolicy } from '../jobs/types.ts';
import { postToProvider } from './provider.ts';
import { findSms, markSmsFailed, recordSmsTry, updateSmsDelivery } from './sms-log.repository.ts';

export const SMS_SEND_JOB = 'sms.send';

/** `text` is the words as sent (a code included): it lives in the job's row only until the job ends. */
export type SmsSendPayload = { smsId: number; text: string };

/** Four tries in all, about 1, 2 and 4 seconds apart. */
export const SMS_RETRY: RetryPolicy = { limit: 3, backoffMs: 1_000 };

/**
 * Hands one logged text to the HTTP provider; each try is one request. The provider may see a
 * text twice if a process dies between its answer and our write: `reference` (the log id) lets
 * it recognise the repeat.
 */
export function createSmsSendJob(config: Config) {
  return defineJob<SmsSendPayload>({
    kind: SMS_SEND_JOB,
    area: 'sms',
    // Those who read the SMS outbox (every text is there already) may watch others' sends.
    managedBy: 'sms.view',
    retry: SMS_RETRY,
    maxRunMs: 60_000,
    concurrency: 4,
    async run(ctx) {
      const sms = await findSms(ctx.db, ctx.payload.smsId);
      if (!sms) throw new JobError('SMS_NOT_IN_LOG', { retry: false });
      if (config.sms.driver !== 'http') {
        throw new JobError('SMS_NOT_CONFIGURED', { retry: false });
      }
      const to = { to: sms.to_number, text: ctx.payload.text };
      const outcome = await postToProvider(config.sms, to, sms.id, ctx.signal);
      if (!outcome.ok) {
        await recordSmsTry(ctx.db, sms.id, ctx.attempt, outcome.error);
        throw new JobError(outcome.error, { retry: outcome.retry });
      }
      await updateSmsDelivery(ctx.db, sms.id, {
        status: outcome.status,
        providerMessageId: outcome.providerMessageId,
        attempts: ctx.attempt,
        error: null,
      });
      await ctx.progress(1);
    },
    // In the transaction that fails the job: a text never stays `queued` behind a failed job.
    async onFailed({ payload, error, db }) {
      await markSmsFailed(db, payload.smsId, error);
    },
  });
}
