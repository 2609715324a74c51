import { CHAT_GROUP_SEPARATOR, UserStatus } from '@fieldhouse/contract';
import { AppError } from '../../platform/errors.ts';
import { groupFriendId } from '../../platform/messages.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './chat.repository.ts';
import { ruleContext, rulesOf, type RuleContext, type Rules } from './safeguarding.ts';

/** A friend id that matches no conversation the caller may have; the message is always 'CHAT NOT FOUND'. */
export const chatNotFound = () => new AppError(404, 'CHAT_NOT_FOUND', 'CHAT NOT FOUND');

/**
 * A conversation as the caller opened it: with a connection of theirs (`friendId` their public
 * id), or, for a parent, their child's with someone else (`<child>.<other>`). Its messages are
 * those between `a` and `b`; the caller's go to `to` (`thread`: the other, when a parent writes).
 */
export type Conversation = {
  friendId: string;
  friend: Person;
  a: number;
  b: number;
  to: number;
  thread: number | null;
  /** The caller reads as a parent, not as one of the two. */
  watching: boolean;
  rules: Rules;
  ctx: RuleContext;
};

export function createConversations(deps: Deps, demoContactId: () => Promise<number | null>) {
  const { db } = deps;
  const settings = () => organisationSettings(deps);

  /** The active person behind a public id, or null. */
  async function active(publicId: string) {
    const person = await findPerson(db, { publicId });
    return person?.status === UserStatus.active ? person : null;
  }

  async function direct(userId: number, friendId: string): Promise<Conversation | null> {
    const [me, friend] = await Promise.all([findPerson(db, { id: userId }), active(friendId)]);
    if (!me || !friend || friend.id === userId) return null;
    const demo = await demoContactId();
    if (friend.id !== demo && !(await repo.areConnected(db, userId, friend.id))) return null;
    const ctx = await ruleContext(db, await settings(), [me, friend], demo);
    const rules = rulesOf(ctx, me, friend);
    return {
      friendId,
      friend,
      a: userId,
      b: friend.id,
      to: friend.id,
      thread: null,
      watching: false,
      rules,
      ctx,
    };
  }

  /** A parent's view of their child's conversation: the child a minor, the switch on, the two connected. */
  async function watched(userId: number, childId: string, otherId: string): Promise<Conversation | null> {
    const [child, other] = await Promise.all([active(childId), active(otherId)]);
    if (!child || !other || other.id === userId || other.id === child.id) return null;
    const ctx = await ruleContext(db, await settings(), [child, other], await demoContactId());
    const parents = ctx.parentsOf.get(child.id) ?? [];
    if (!ctx.settings.safeguarding.guardiansInChat || !parents.some((p) => p.id === userId)) return null;
    if (parents.some((p) => p.id === other.id) || !(await repo.areConnected(db, child.id, other.id)))
      return null;
    const seen = rulesOf(ctx, child, other);
    // A child's conversation with another child has no members to name: the parent reads only.
    const otherIsChild = seen.members.length === 0;
    const rules: Rules = {
      ...seen,
      refusal: otherIsChild ? 'CHAT_READ_ONLY' : null,
      watchers: seen.watchers.filter((p) => p.id !== userId),
      members:
        seen.members.length > 0
          ? seen.members
          : [child, other].map((p) => ({ name: p.full_name, parentOf: null })),
      watched: false,
      // A parent's message to their child waits for nothing.
      quietFor: null,
    };
    const friendId = groupFriendId(child.public_id, other.public_id);
    return {
      friendId,
      friend: other,
      a: child.id,
      b: other.id,
      to: child.id,
      thread: other.id,
      watching: true,
      rules,
      ctx,
    };
  }

  /** The conversation behind `friendId` when the user may read it, else null. */
  function open(userId: number, friendId: string): Promise<Conversation | null> {
    const [first, second, ...rest] = friendId.split(CHAT_GROUP_SEPARATOR);
    if (second === undefined) return direct(userId, friendId);
    if (!first || rest.length > 0) return Promise.resolve(null);
    return watched(userId, first, second);
  }

  return {
    open,
    async require(userId: number, friendId: string): Promise<Conversation> {
      const conversation = await open(userId, friendId);
      if (!conversation) throw chatNotFound();
      return conversation;
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
