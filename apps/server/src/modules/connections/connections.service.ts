import { isFamilyLink, notificationContent, UserStatus, type RelationKind } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { parentLinkNotByRequest } from '../../platform/family-links.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import * as repo from './connections.repository.ts';
import { awaitingParent, awaitsParent } from './guardian-rule.ts';

/** Both people's open consoles read their connections and requests again. */
export async function connectionsChanged(db: DbOrTrx, deps: Deps, ...userIds: number[]) {
  for (const userId of userIds) await deps.live.publish(db, { t: 'connections', userId });
}

export async function activeCaller(deps: Deps, auth: AuthContext) {
  const me = await findPerson(deps.db, { id: auth.userId });
  if (!me || me.status !== UserStatus.active) {
    throw forbidden('Your account must be active before you can connect with others.');
  }
  return me;
}

export async function respond(
  deps: Deps,
  auth: AuthContext,
  input: { fromId: string; accept: boolean },
  client: Client,
) {
  const me = await activeCaller(deps, auth);
  const from = await findPerson(deps.db, { publicId: input.fromId });
  const pending = from && (await repo.pendingFrom(deps.db, from.id, me.id));
  if (!from || !pending) throw notFound('There is no request from this person waiting for you.');
  // A parent request made before they were refused can still be declined, never accepted.
  if (input.accept && pending.kind === 'parent') throw parentLinkNotByRequest();
  // Nobody accepts a request a parent has yet to approve; declining it is always allowed.
  if (input.accept && awaitsParent(pending)) throw awaitingParent();
  await deps.db.transaction().execute(async (trx) => {
    const answered = input.accept
      ? await repo.accept(trx, pending.id)
      : await repo.setStatus(trx, pending.id, 'pending', 'declined');
    if (!answered) {
      throw new AppError(409, 'ALREADY_DECIDED', 'This request has already been answered.');
    }
    if (input.accept) {
      // The caller's own request to them, if any, is answered by this one.
      await repo.dropPendingFrom(trx, me.id, from.id, pending.kind);
      const content = notificationContent('connection-accepted', { name: me.full_name });
      await createNotification(trx, deps.live, { userId: from.id, fromUserId: me.id, content });
    }
    const action = input.accept ? 'connection-accepted' : 'connection-declined';
    await audit(trx, { userId: me.id, action, menuId: client.menuId, ip: client.ip });
    await connectionsChanged(trx, deps, me.id, from.id);
  });
}

export async function pendingFromPerson(deps: Deps, auth: AuthContext, fromId: string) {
  const from = await findPerson(deps.db, { publicId: fromId });
  const pending = from && (await repo.pendingFrom(deps.db, from.id, auth.userId));
  // A request waiting for a parent is not shown to the one asked yet.
  if (!from || !pending || awaitsParent(pending)) {
    throw notFound('There is no request from this person waiting for you.');
  }
  return {
    from: {
      subscriberID: from.public_id,
      full_name: from.full_name,
      user_name: from.user_name,
      profile_image: from.profile_image ?? '',
    },
    kind: pending.kind,
    requestedAt: new Date(pending.updated_at).toISOString(),
  };
}

export async function removeConnection(
  deps: Deps,
  auth: AuthContext,
  input: { subscriberID: string; kind: RelationKind },
  client: Client,
) {
  const other = await findPerson(deps.db, { publicId: input.subscriberID });
  // A request to the caller still waiting for their parent is not theirs to see.
  const relation =
    other &&
    (await repo.between(deps.db, auth.userId, other.id, input.kind)).find(
      (r) =>
        r.status !== 'declined' &&
        !(r.status === 'pending' && r.to_user_id === auth.userId && awaitsParent(r)),
    );
  if (!relation) throw notFound('You have no such connection.');
  const asked = relation.status === 'pending';
  // One way to answer a request: a request made to you is declined, not removed.
  if (asked && relation.to_user_id === auth.userId) {
    throw new AppError(409, 'INVALID_STATE', 'They have asked you: accept or decline their request instead.');
  }
  // A child's link to a parent is a safeguard: only the parent (or staff) can end it. One a
  // connection request made is a plain connection, which either side ends.
  if (isFamilyLink(relation) && relation.status === 'accepted' && relation.to_user_id === auth.userId) {
    throw forbidden('Only your parent or guardian can remove this link.');
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteRelation(trx, relation.id);
    // Taking back a request still waiting is recorded apart from ending a connection.
    const action = asked ? (`withdraw-${input.kind}` as const) : (`disconnect-${input.kind}` as const);
    await audit(trx, { userId: auth.userId, action, menuId: client.menuId, ip: client.ip });
    await connectionsChanged(trx, deps, relation.from_user_id, relation.to_user_id);
  });
}

type PendingRow = Awaited<ReturnType<typeof repo.pending>>[number];

/** Who someone is, as the lists of connections and requests show them. */
export const listedPerson = (r: {
  public_id: string;
  full_name: string;
  user_name: string;
  profile_image: string | null;
}) => ({
  subscriberID: r.public_id,
  full_name: r.full_name,
  user_name: r.user_name,
  profile_image: r.profile_image ?? '',
});

const toPending = (r: PendingRow) => ({
  ...listedPerson(r),
  kind: r.kind,
  requestedAt: new Date(r.updated_at).toISOString(),
  waitingForParent: r.from_parent === 'waiting',
});

/** The caller's connections, and the requests waiting both ways. */
export function listConnections(deps: Deps, auth: AuthContext) {
  return connectionsOf(deps.db, auth.userId);
}

/** Someone's connections (`role` is what the other person is to them), and their requests both ways. */
export async function connectionsOf(db: DbOrTrx, userId: number) {
  const [rows, incoming, outgoing] = await Promise.all([
    repo.accepted(db, userId),
    repo.pending(db, userId, 'incoming'),
    repo.pending(db, userId, 'outgoing'),
  ]);
  const connections = rows.map((r) => ({
    ...listedPerson(r),
    kind: r.kind,
    role: r.kind !== 'parent' ? r.kind : r.from_user_id === userId ? ('child' as const) : ('parent' as const),
    origin: r.origin,
    since: new Date(r.updated_at).toISOString(),
  }));
  return { connections, incoming: incoming.map(toPending), outgoing: outgoing.map(toPending) };
}

/** Whether `parentId` is `childId`'s parent by a family link (registration's approval or staff). */
export const isFamilyParent = repo.isParentOf;
