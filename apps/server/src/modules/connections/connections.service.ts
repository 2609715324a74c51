import { UserStatus, type RelationKind } from '@fieldhouse/contract';
import { isAdult } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import * as repo from './connections.repository.ts';

const LABELS: Record<RelationKind, string> = {
  friend: 'a friend',
  teammate: 'a teammate',
  parent: 'their parent or guardian',
};

/** Someone to connect with: an active account other than the caller (others look the same as none). */
async function otherPerson(deps: Deps, auth: AuthContext, publicId: string) {
  const other = await repo.findPerson(deps.db, { publicId });
  if (!other || other.status !== UserStatus.active) throw notFound('That subscriber does not exist.');
  if (other.id === auth.userId) {
    throw new AppError(400, 'VALIDATION_FAILED', 'You cannot connect with yourself.', {
      subscriberID: 'This is you',
    });
  }
  return other;
}

async function activeCaller(deps: Deps, auth: AuthContext) {
  const me = await repo.findPerson(deps.db, { id: auth.userId });
  if (!me || me.status !== UserStatus.active) {
    throw forbidden('Your account must be active before you can connect with others.');
  }
  return me;
}

/** Asks another subscriber to connect; they are notified, from the caller, so the bell opens /auth/relation/{from_id}. */
export async function requestConnection(
  deps: Deps,
  auth: AuthContext,
  input: { subscriberID: string; kind: RelationKind },
  client: Client,
) {
  const me = await activeCaller(deps, auth);
  const other = await otherPerson(deps, auth, input.subscriberID);
  if (input.kind === 'parent' && !isAdult(me.date_of_birth, deps.config)) {
    throw forbidden('Only an adult can be someone’s parent or guardian.');
  }
  const existing = await repo.between(deps.db, me.id, other.id, input.kind);
  if (existing.some((r) => r.status === 'accepted')) {
    throw new AppError(409, 'ALREADY_EXISTS', 'You are already connected.');
  }
  if (existing.some((r) => r.status === 'pending' && r.from_user_id === me.id)) {
    throw new AppError(409, 'ALREADY_EXISTS', 'You have already asked; wait for their answer.');
  }
  if (existing.some((r) => r.status === 'pending')) {
    throw new AppError(409, 'INVALID_STATE', 'They have already asked you: answer their request instead.');
  }
  const declined = existing.find((r) => r.from_user_id === me.id);
  await deps.db.transaction().execute(async (trx) => {
    if (declined) await repo.setStatus(trx, declined.id, 'declined', 'pending');
    else await repo.insertRelation(trx, me.id, other.id, input.kind, Date.now());
    await createNotification(trx, deps.live, {
      userId: other.id,
      fromUserId: me.id,
      message: `${me.full_name} wants to connect with you as ${LABELS[input.kind]}.`,
    });
    await audit(trx, {
      userId: me.id,
      action: `connect-${input.kind}`,
      menuId: client.menuId,
      ip: client.ip,
    });
  });
}

export async function respond(
  deps: Deps,
  auth: AuthContext,
  input: { fromId: string; accept: boolean },
  client: Client,
) {
  const me = await activeCaller(deps, auth);
  const from = await repo.findPerson(deps.db, { publicId: input.fromId });
  const pending = from && (await repo.pendingFrom(deps.db, from.id, me.id));
  if (!from || !pending) throw notFound('There is no request from this person waiting for you.');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.setStatus(trx, pending.id, 'pending', input.accept ? 'accepted' : 'declined'))) {
      throw new AppError(409, 'ALREADY_DECIDED', 'This request has already been answered.');
    }
    if (input.accept) {
      const message = `${me.full_name} accepted your connection request.`;
      await createNotification(trx, deps.live, { userId: from.id, fromUserId: me.id, message });
    }
    const action = input.accept ? 'connection-accepted' : 'connection-declined';
    await audit(trx, { userId: me.id, action, menuId: client.menuId, ip: client.ip });
  });
}

export async function pendingFromPerson(deps: Deps, auth: AuthContext, fromId: string) {
  const from = await repo.findPerson(deps.db, { publicId: fromId });
  const pending = from && (await repo.pendingFrom(deps.db, from.id, auth.userId));
  if (!from || !pending) throw notFound('There is no request from this person waiting for you.');
  return {
    status: '200' as const,
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
  const other = await repo.findPerson(deps.db, { publicId: input.subscriberID });
  const relation =
    other &&
    (await repo.between(deps.db, auth.userId, other.id, input.kind)).find((r) => r.status !== 'declined');
  if (!relation) throw notFound('You have no such connection.');
  // A child's link to a parent is a safeguard: only the parent can end it.
  if (relation.kind === 'parent' && relation.status === 'accepted' && relation.to_user_id === auth.userId) {
    throw forbidden('Only your parent or guardian can remove this link.');
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteRelation(trx, relation.id);
    await audit(trx, {
      userId: auth.userId,
      action: `disconnect-${input.kind}`,
      menuId: client.menuId,
      ip: client.ip,
    });
  });
}

export async function listConnections(deps: Deps, auth: AuthContext) {
  const rows = await repo.accepted(deps.db, auth.userId);
  return rows.map((r) => ({
    subscriberID: r.public_id,
    full_name: r.full_name,
    user_name: r.user_name,
    profile_image: r.profile_image ?? '',
    kind: r.kind,
    role:
      r.kind !== 'parent'
        ? r.kind
        : r.from_user_id === auth.userId
          ? ('child' as const)
          : ('parent' as const),
    since: new Date(r.updated_at).toISOString(),
  }));
}
