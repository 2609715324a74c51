import type { BulkTextMessage } from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';
import { defineJob, JobError, type JobContext } from '../../platform/jobs/types.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { queueTexts } from '../sms/index.ts';
import * as repo from './bulk-text.repository.ts';
import { wordsOf } from './bulk-text-words.ts';

export const BULK_TEXT_JOB = 'bulk.text';

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a bulk text carries from its start: the message, and where it was asked from. */
export type BulkTextPayload = {
  message: BulkTextMessage;
  client: Pick<Client, 'ip' | 'menuId'>;
};

/**
 * Texts the people of a bulk text (written when it started), a batch (`BULK_TEXT_BATCH`) per
 * transaction: the batch's texts are logged (queued) through the SMS area, each person's outcome
 * written and the job's progress advanced together, so a try that dies part-way carries on after
 * the last batch done and texts nobody twice (an outcome is keyed by the person too). A cancel
 * stops it between batches; those not reached are never texted.
 */
export const createBulkTextJob = (deps: Deps) =>
  defineJob<BulkTextPayload>({
    kind: BULK_TEXT_JOB,
    area: 'bulk',
    managedBy: 'bulk.jobs',
    retry: { limit: 3, backoffMs: 2_000 },
    async run(ctx: JobContext<BulkTextPayload>) {
      const by = ctx.startedBy;
      if (by === null) throw new JobError('A bulk text needs the person who started it.', { retry: false });
      let words;
      try {
        words = await wordsOf(deps, ctx.payload.message);
      } catch (err) {
        // The template was removed since the send started.
        if (err instanceof AppError) throw new JobError(err.message, { retry: false });
        throw err;
      }
      const batch = deps.config.bulkTextBatch;
      const count = await repo.itemCount(ctx.db, ctx.id);
      let reached = 0;
      await ctx.eachItem(
        count,
        async (index, trx) => {
          // The first item of each batch texts the batch; the rest are done with it.
          if (index < reached) return;
          reached = Math.min(count, index + batch);
          // Embedded SQLite answers without waiting on I/O: without a turn of the event loop per
          // batch, requests (a cancel, a progress read) and timers would wait for the whole send.
          await breathe();
          const pending = (await repo.itemsBetween(trx, ctx.id, index, reached))
            .filter((item) => item.outcome === null)
            .map((item) => item.user_id);
          if (pending.length === 0) return;
          const outcomes = await queueTexts(deps, trx, {
            to: pending,
            textFor: words.textFor,
            urgent: false,
            startedBy: by,
          });
          await repo.insertOutcomes(
            trx,
            [...outcomes].map(([userId, o]) => ({
              job_id: ctx.id,
              user_id: userId,
              outcome: o.outcome,
              reason: o.reason,
              sms_id: o.smsId,
            })),
          );
        },
        { batchSize: batch },
      );
    },
  });
