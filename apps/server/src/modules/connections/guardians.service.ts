import { isFamilyLink, notificationContent, type RelationKind } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { isAdult } from '../../platform/account-flow.ts';
import { auditBy, type AuditActor } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './connections.repository.ts';
import { findProfile, toProfile } from '../people/index.ts';
import { connectionsChanged, connectionsOf, listedPerson } from './connections.service.ts';
import { waitsForParentOf, type Sides } from './guardian-rule.ts';
import * as guardians from './guardians.repository.ts';

/**
 * Which sides of a request between these two wait for a parent: each one under the organisation's
 * age of consent, while the guardian-approval rule is on (`safeguarding.guardianApproval`).
 *
 * A minor with no parent linked yet cannot ask (409 PARENT_LINK_REQUIRED: staff link a parent on
 * the child's record first). A request *to* such a minor is taken and waits, unseen by the child,
 * until a parent linked later decides on the child's page: refusing it would tell a stranger that
 * the name is a child's with nobody watching, which is exactly who should not learn it.
 */
export async function sidesFor(deps: Deps, asker: Person, asked: Person | null): Promise<Sides> {
  const settings = await organisationSettings(deps);
  const waits = (p: Person) =>
    settings.safeguarding.guardianApproval && !isAdult(p.date_of_birth, settings) ? 'waiting' : 'none';
  const from_parent = waits(asker);
  if (from_parent === 'waiting' && (await guardians.familyParentIds(deps.db, asker.id)).length === 0) {
    throw new AppError(
      409,
      'PARENT_LINK_REQUIRED',
      'A parent or guardian must be linked to your account before you can ask to connect: ask your club.',
    );
  }
  return { from_parent, to_parent: asked ? waits(asked) : 'none' };
}

/**
 * Tells whoever decides next about a request: the asker's parents while their side waits, then
 * the parents of the one asked while theirs does, then the one asked (as any request).
 */
export async function announceRequest(
  trx: DbOrTrx,
  deps: Deps,
  r: Sides & { asker: Person; asked: Person; kind: RelationKind },
) {
  const tellParents = async (
    child: Person,
    other: Person,
    kind: 'child-connection-asking' | 'child-connection-asked',
  ) => {
    const parents = await guardians.familyParentIds(trx, child.id);
    const params = {
      name: other.full_name,
      child: child.full_name,
      childId: child.public_id,
      relation: r.kind,
    };
    for (const parentId of parents) {
      await createNotification(trx, deps.live, {
        userId: parentId,
        fromUserId: child.id,
        content: notificationContent(kind, params),
      });
    }
    await connectionsChanged(trx, deps, ...parents);
  };
  if (r.from_parent === 'waiting') return tellParents(r.asker, r.asked, 'child-connection-asking');
  if (r.to_parent === 'waiting') return tellParents(r.asked, r.asker, 'child-connection-asked');
  await createNotification(trx, deps.live, {
    userId: r.asked.id,
    fromUserId: r.asker.id,
    content: notificationContent('connection-requested', { name: r.asker.full_name, relation: r.kind }),
  });
}

/**
 * A parent newly linked to a child (by staff, on the child's record) is told of each request
 * already waiting for the child's parent, as the parents linked when it was made were told.
 */
export async function tellNewParentOfWaiting(
  trx: DbOrTrx,
  deps: Deps,
  parentId: number,
  child: { id: number; public_id: string; full_name: string },
) {
  const rows = await guardians.awaitingParentOf(trx, child.id);
  for (const r of rows) {
    const kind = r.from_user_id === child.id ? 'child-connection-asking' : 'child-connection-asked';
    const params = { name: r.full_name, child: child.full_name, childId: child.public_id, relation: r.kind };
    await createNotification(trx, deps.live, {
      userId: parentId,
      fromUserId: child.id,
      content: notificationContent(kind, params),
    });
  }
  if (rows.length > 0) await connectionsChanged(trx, deps, parentId);
}

/** The child, the other person and the child's parents read their lists again. */
async function familyChanged(trx: DbOrTrx, deps: Deps, child: Person, other: Person) {
  await connectionsChanged(
    trx,
    deps,
    child.id,
    other.id,
    ...(await guardians.familyParentIds(trx, child.id)),
  );
}

/** What a parent's decision is recorded against: their child. */
const childObject = (child: Person) => ({ type: 'subscriber', id: child.public_id, name: child.full_name });

/** The caller's child by id, or 404 for anyone who is not their parent with the family's access. */
async function myChild(deps: Deps, auth: AuthContext, childId: string) {
  const child = await findPerson(deps.db, { publicId: childId });
  if (!child || !(await repo.isParentOf(deps.db, auth.userId, child.id))) {
    throw notFound('No child of yours has that id.');
  }
  return child;
}

/**
 * A parent's view of their child: the child's profile, connections and requests, and the requests
 * waiting for a parent's decision. Only a parent whose link the registration's approval or staff
 * made may look (not one a connection request made); anyone else is told nothing exists.
 */
export async function childRecord(deps: Deps, auth: AuthContext, childId: string) {
  const child = await myChild(deps, auth, childId);
  const profile = await findProfile(deps.db, childId);
  if (!profile) throw notFound('No child of yours has that id.');
  const rows = await guardians.awaitingParentOf(deps.db, child.id);
  const awaitingParent = rows.map((r) => ({
    ...listedPerson(r),
    kind: r.kind,
    direction: r.from_user_id === child.id ? ('outgoing' as const) : ('incoming' as const),
    requestedAt: new Date(r.updated_at).toISOString(),
  }));
  return { profile: toProfile(profile), ...(await connectionsOf(deps.db, child.id)), awaitingParent };
}

/**
 * A parent approves or declines their child's side of a request (any one of the child's parents).
 * The change is conditional on the request still waiting for them, in the transaction that tells
 * the next person and records it: a request withdrawn or decided by another parent meanwhile is
 * 409 ALREADY_DECIDED, and nothing else happens.
 */
export async function decideForChild(
  deps: Deps,
  auth: AuthContext,
  input: { childId: string; subscriberID: string; kind: RelationKind; approve: boolean },
  client: Client,
) {
  const child = await myChild(deps, auth, input.childId);
  const other = await findPerson(deps.db, { publicId: input.subscriberID });
  // Both ways at once, when each asked the other: the decision is about the two connecting.
  const rows = other
    ? (await repo.between(deps.db, child.id, other.id, input.kind)).filter(
        (r) => r.status === 'pending' && waitsForParentOf(r, child.id),
      )
    : [];
  if (!other || rows.length === 0) throw notFound('No request waits for your decision.');
  const actor: AuditActor = { auth, client };
  await deps.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const side: guardians.Side = row.from_user_id === child.id ? 'from_parent' : 'to_parent';
      const done = input.approve
        ? await guardians.approveSide(trx, row.id, side)
        : await guardians.declineSide(trx, row.id, side);
      if (!done)
        throw new AppError(409, 'ALREADY_DECIDED', 'This request has already been answered or withdrawn.');
      if (!input.approve) continue;
      const [asker, asked] = side === 'from_parent' ? [child, other] : [other, child];
      const to_parent = side === 'to_parent' ? 'approved' : row.to_parent;
      await announceRequest(trx, deps, {
        asker,
        asked,
        kind: input.kind,
        from_parent: 'approved',
        to_parent,
      });
    }
    await auditBy(trx, actor, {
      action: input.approve ? 'connection-parent-approved' : 'connection-parent-declined',
      object: childObject(child),
      facts: { person: other.full_name },
    });
    await familyChanged(trx, deps, child, other);
  });
}

/** A parent ends one of their child's connections; a parent link is staff's to change. */
export async function removeForChild(
  deps: Deps,
  auth: AuthContext,
  input: { childId: string; subscriberID: string; kind: RelationKind },
  client: Client,
) {
  const child = await myChild(deps, auth, input.childId);
  const other = await findPerson(deps.db, { publicId: input.subscriberID });
  const relation =
    other &&
    (await repo.between(deps.db, child.id, other.id, input.kind)).find((r) => r.status === 'accepted');
  if (!other || !relation) throw notFound('Your child has no such connection.');
  if (isFamilyLink(relation))
    throw forbidden('A parent or guardian link is changed by staff on the child’s record.');
  await deps.db.transaction().execute(async (trx) => {
    await repo.deleteRelation(trx, relation.id);
    await auditBy(
      trx,
      { auth, client },
      {
        action: 'disconnect-by-parent',
        object: childObject(child),
        facts: { person: other.full_name },
      },
    );
    await familyChanged(trx, deps, child, other);
  });
}
