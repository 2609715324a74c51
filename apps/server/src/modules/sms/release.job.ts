import type { Db } from '../../db/connect.ts';
import { defineJob } from '../../platform/jobs/types.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findSms } from '../../platform/sms/sms-log.repository.ts';
import { SMS_SEND_JOB, type SmsSendPayload } from '../../platform/sms/sms-send.job.ts';
import { isOptedOut, moveSms } from './send.repository.ts';
import { SMS_RELEASE_JOB } from './send.service.ts';

/** What a release names: one text (`queueText`'s) or a bulk text's batch (`queueTexts`'). */
export type SmsReleasePayload = { smsId?: number; smsIds?: number[] };

/**
 * Sends a text held for quiet hours once they end (queued with `startAfter`). A person who opted
 * out meanwhile is skipped. Only a `held` text moves on, so a second run sends nothing twice.
 */
export function createSmsReleaseJob(deps: Deps) {
  async function releaseOne(db: Db, smsId: number) {
    const sms = await findSms(db, smsId);
    if (!sms || sms.delivery_status !== 'held') return;
    if (sms.user_id !== null && (await isOptedOut(db, sms.user_id))) {
      await moveSms(db, sms.id, 'held', { status: 'skipped', error: 'SMS_OPTED_OUT' });
      return;
    }
    if (deps.config.sms.driver !== 'http') {
      await moveSms(db, sms.id, 'held', { status: 'stored' });
      return;
    }
    // A staff text holds no secret: the words sent are the words logged.
    await db.transaction().execute(async (trx) => {
      if (!(await moveSms(trx, sms.id, 'held', { status: 'queued' }))) return;
      const payload: SmsSendPayload = { smsId: sms.id, text: sms.text };
      await deps.jobs.enqueue(SMS_SEND_JOB, payload, { startedBy: sms.started_by, total: 1, trx });
    });
  }

  return defineJob<SmsReleasePayload>({
    kind: SMS_RELEASE_JOB,
    area: 'sms',
    managedBy: 'sms.view',
    retry: { limit: 3, backoffMs: 1_000 },
    maxRunMs: 600_000,
    async run(ctx) {
      const ids = ctx.payload.smsIds ?? (ctx.payload.smsId === undefined ? [] : [ctx.payload.smsId]);
      for (const [i, id] of ids.entries()) {
        await releaseOne(ctx.db, id);
        if ((i + 1) % 100 === 0) await ctx.progress(i + 1, ids.length);
      }
      await ctx.progress(ids.length, ids.length);
    },
  });
}
