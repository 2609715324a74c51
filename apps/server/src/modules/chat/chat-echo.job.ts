import type { LiveBus } from '../../platform/live/bus.ts';
import { defineJob } from '../../platform/jobs/types.ts';
import * as repo from './chat.repository.ts';
import { deliverMessage } from './deliver.ts';

export const CHAT_DEMO_REPLY_JOB = 'chat.demo-reply';

/** The message the demo contact was sent, by id: its words stay in the messages table. */
export type DemoReplyPayload = { messageId: number };

/**
 * The demo contact's echo of one message, queued to start CHAT_ECHO_DELAY_MS after it: it
 * survives a restart and any process may send it. The reply and the job's one item commit
 * together, so it is sent exactly once.
 */
export function createDemoReplyJob(live: LiveBus) {
  return defineJob<DemoReplyPayload>({
    kind: CHAT_DEMO_REPLY_JOB,
    // No role holds a `chat` grant: only the sender may watch their echo.
    area: 'chat',
    managedBy: null,
    retry: { limit: 2, backoffMs: 1_000 },
    maxRunMs: 30_000,
    async run(ctx) {
      const sent = await repo.findMessage(ctx.db, ctx.payload.messageId);
      // The sender's account (and so the message) may be gone by now: nobody to answer.
      if (!sent) return;
      const content = sent.image ? { body: sent.body, image: sent.image } : { body: sent.body };
      await ctx.eachItem(1, async (_item, trx) => {
        await deliverMessage(trx, live, sent.to_user_id, sent.from_user_id, content);
      });
    },
  });
}
