import type { ChatFriend } from '@fieldhouse/contract';
import { groupFriendId } from '../../platform/messages.repository.ts';
import type { Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './chat.repository.ts';
import { counterpartsOf, familyLinks } from './family.repository.ts';
import { ruleContext, rulesOf, type RuleContext, type Someone } from './safeguarding.ts';
import { watchUnread } from './watch.repository.ts';

type Listed = Someone & { public_id: string; profile_image: string | null; last_seen_at: number | null };

/**
 * A parent's entries for their children's conversations with others (read along, and written in
 * when the other is an adult): one per person a minor child of theirs has exchanged messages with
 * and is still connected to, leaving out the child's own parents.
 */
async function childrensConversations(deps: Deps, me: number, ctx: RuleContext, people: Listed[]) {
  const { db } = deps;
  const entries: { child: Listed; other: Listed }[] = [];
  if (!ctx.settings.safeguarding.guardiansInChat) return entries;
  for (const child of people.filter((p) => ctx.parentsOf.get(p.id)?.some((parent) => parent.id === me))) {
    const parents = new Set((ctx.parentsOf.get(child.id) ?? []).map((p) => p.id));
    for (const otherId of await counterpartsOf(db, child.id)) {
      if (parents.has(otherId) || !(await repo.areConnected(db, child.id, otherId))) continue;
      const other = await findPerson(db, { id: otherId });
      if (other) entries.push({ child, other: { ...other, last_seen_at: null } });
    }
  }
  return entries;
}

/** The friend list: the caller's connections (with each one's rules), then their children's conversations. */
export async function friendList(
  deps: Deps,
  userId: number,
  demo: () => Promise<{ id: number } | null>,
): Promise<ChatFriend[]> {
  const { db } = deps;
  const contact = await demo();
  const now = Date.now();
  const [me, people, children] = await Promise.all([
    findPerson(db, { id: userId }),
    repo.friendsOf(db, userId, contact?.id ?? null, now),
    familyLinks(db, { parentId: userId }),
  ]);
  if (!me) return [];
  const childIds = new Set(children.map((c) => c.child_id));
  const kids = (await Promise.all([...childIds].map((id) => findPerson(db, { id })))).filter((k) => !!k);
  const settings = await organisationSettings(deps);
  let ctx = await ruleContext(db, settings, [me, ...people, ...kids], contact?.id ?? null);
  const watched = await childrensConversations(
    deps,
    userId,
    ctx,
    kids.map((k) => ({ ...k, last_seen_at: null })),
  );
  ctx = await ruleContext(
    db,
    settings,
    [me, ...people, ...kids, ...watched.map((w) => w.other)],
    contact?.id ?? null,
  );
  const online = await deps.presence.onlineAmong([
    ...people.map((p) => p.id),
    ...watched.map((w) => w.other.id),
  ]);
  const mine = people.map((p): ChatFriend => {
    // The demo contact is a program: always there.
    const status = online.has(p.id) || p.id === contact?.id;
    const { members, refusal, watched: told } = rulesOf(ctx, me, p);
    return {
      id: p.public_id,
      name: p.full_name,
      photo: p.profile_image ?? '',
      status,
      time: status || p.last_seen_at === null ? null : new Date(p.last_seen_at).toISOString(),
      new: p.unread,
      members,
      refusal,
      watched: told,
    };
  });
  const unread = await Promise.all(
    watched.map(({ child, other }) => watchUnread(db, userId, child.id, other.id)),
  );
  const theirs = watched.map(({ child, other }, i): ChatFriend => {
    const rules = rulesOf(ctx, child, other);
    const members =
      rules.members.length > 0
        ? rules.members
        : [other, child].map((p) => ({ name: p.full_name, parentOf: null }));
    return {
      id: groupFriendId(child.public_id, other.public_id),
      name: `${child.full_name}, ${other.full_name}`,
      photo: child.profile_image ?? '',
      status: online.has(other.id),
      time: null,
      // The parent's own count: what they have not read of it yet.
      new: unread[i] ?? 0,
      members,
      refusal: rules.members.length > 0 ? null : 'CHAT_READ_ONLY',
      watched: false,
    };
  });
  return [...mine, ...theirs];
}
