import { notificationContent } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { LiveBus } from '../../platform/live/bus.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import { findPerson } from '../../platform/users.repository.ts';
import type { Conversation } from './conversation.ts';
import { isFirstMessage } from './watch.repository.ts';

/**
 * The first message of a conversation a child's parents are in (guardiansInChat) tells each of
 * them, from the child, who the child now talks with; the kind is worded in each parent's language.
 */
export async function tellWatchersOfStart(
  trx: DbOrTrx,
  live: LiveBus,
  conversation: Pick<Conversation, 'a' | 'b' | 'rules' | 'ctx'>,
  messageId: number,
) {
  const { a, b, rules, ctx } = conversation;
  if (rules.watchers.length === 0 || !(await isFirstMessage(trx, a, b, messageId))) return;
  const [first, second] = await Promise.all([findPerson(trx, { id: a }), findPerson(trx, { id: b })]);
  if (!first || !second) return;
  for (const parent of rules.watchers) {
    const ofFirst = (ctx.parentsOf.get(a) ?? []).some((p) => p.id === parent.id);
    const [child, other] = ofFirst ? [first, second] : [second, first];
    const params = { name: other.full_name, child: child.full_name, childId: child.public_id };
    await createNotification(trx, live, {
      userId: parent.id,
      fromUserId: child.id,
      content: notificationContent('child-conversation-started', params),
    });
  }
}
