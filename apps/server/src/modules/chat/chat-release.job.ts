import type { LiveBus } from '../../platform/live/bus.ts';
import { JobError, defineJob } from '../../platform/jobs/types.ts';
import * as repo from './chat.repository.ts';
import { release } from './family.repository.ts';

export const CHAT_RELEASE_JOB = 'chat.release';
/** A message held from a child in quiet hours, by id. */
export type ReleasePayload = { messageId: number };

/**
 * Hands a message held in quiet hours to the child when they end: queued to start then, it
 * survives a restart. The child's list hides it by the clock until then; this job pushes it to
 * their consoles (and counts it unread) once, in the transaction that clears the hold.
 */
export function createReleaseJob(live: LiveBus) {
  return defineJob<ReleasePayload>({
    kind: CHAT_RELEASE_JOB,
    area: 'chat',
    managedBy: null,
    // Started a little early by an engine whose clock runs ahead: it tries again shortly.
    retry: { limit: 5, backoffMs: 1_000 },
    maxRunMs: 30_000,
    async run(ctx) {
      const held = await repo.findMessage(ctx.db, ctx.payload.messageId);
      if (held?.held_until == null) return;
      if (held.held_until > Date.now()) throw new JobError('The message waits until quiet hours end.');
      await ctx.eachItem(1, async (_item, trx) => {
        if (await release(trx, ctx.payload.messageId)) {
          await live.publish(trx, { t: 'message', userId: held.to_user_id, id: ctx.payload.messageId });
        }
      });
    },
  });
}
