import { notificationContent, UserStatus } from '@fieldhouse/contract';
import { isAdult, statusAfterConsent } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import * as repo from './parent.repository.ts';
import { organisationSettings } from '../settings/index.ts';

type LinkIds = { childId: string; parentId: string };

const notNamed = () => forbidden('Only the parent this child named can see or answer this request.');

/**
 * The request behind a link, for the caller. Who may see it is settled first (403 to anyone but
 * the parent the child named, so a stranger learns nothing), then whether it can still be answered.
 */
async function openRequest(deps: Deps, auth: AuthContext, ids: LinkIds) {
  const caller = await findPerson(deps.db, { id: auth.userId });
  const child = await findPerson(deps.db, { publicId: ids.childId });
  if (!caller || !child || child.id === caller.id) throw notNamed();
  const named = (await repo.requestsOf(deps.db, child.id)).find(
    (r) =>
      (r.public_id === ids.parentId || ids.parentId === caller.public_id) &&
      (r.parent_mobile_e164 === caller.mobile_e164 || r.parent_user_id === caller.id),
  );
  if (!named) throw notNamed();
  if (!isAdult(caller.date_of_birth, await organisationSettings(deps))) {
    throw forbidden('A parent or guardian must be an adult to approve an account.');
  }
  if (named.status === 'approved' || named.status === 'declined' || child.status !== 7) {
    throw new AppError(410, 'ALREADY_DECIDED', 'This request has already been answered.');
  }
  if (named.status === 'superseded' || named.expires_at <= Date.now()) {
    throw new AppError(410, 'LINK_EXPIRED', 'This link has expired. Ask your child to send a new one.');
  }
  return { caller, child, request: named };
}

export async function approvalInit(deps: Deps, auth: AuthContext, ids: LinkIds) {
  const { child, request } = await openRequest(deps, auth, ids);
  return {
    child: {
      subscriberID: child.public_id,
      full_name: child.full_name,
      user_name: child.user_name,
      date_of_birth: child.date_of_birth,
      sport: child.sport,
      profile_image: child.profile_image ?? '',
    },
    requestedAt: new Date(request.created_at).toISOString(),
    expiresAt: new Date(request.expires_at).toISOString(),
  };
}

/** Records the parent's answer once; approval links the two and moves the child on. */
export async function decideApproval(
  deps: Deps,
  auth: AuthContext,
  input: LinkIds & { decision: 'approve' | 'decline'; reason?: string | undefined },
  client: Client,
) {
  const { caller, child, request } = await openRequest(deps, auth, input);
  const approve = input.decision === 'approve';
  // Consent links the child to an account staff have approved; one still waiting (or refused)
  // may look and decline, not vouch for a child.
  if (approve && caller.status !== UserStatus.active) {
    throw new AppError(
      403,
      'PARENT_NOT_ACTIVE',
      'Your own account must be approved before you can approve a child. Try again once it is.',
    );
  }
  const now = Date.now();
  const settings = await organisationSettings(deps);
  await deps.db.transaction().execute(async (trx) => {
    const recorded = await repo.decideRequest(trx, request.id, {
      status: approve ? 'approved' : 'declined',
      reason: input.reason || null,
      parentUserId: caller.id,
      now,
    });
    if (!recorded) throw new AppError(410, 'ALREADY_DECIDED', 'This request has already been answered.');
    if (approve) {
      await repo.linkParent(trx, { parentId: caller.id, childId: child.id, now, origin: 'approval' });
      await repo.moveChildOn(trx, child.id, statusAfterConsent(settings));
    }
    const content = approve
      ? notificationContent('parent-approved', { name: caller.full_name })
      : notificationContent('parent-declined', {
          name: caller.full_name,
          ...(input.reason ? { reason: input.reason } : {}),
        });
    await createNotification(trx, deps.live, { userId: child.id, fromUserId: caller.id, content });
    await audit(trx, {
      userId: caller.id,
      action: `parent-${input.decision}`,
      menuId: client.menuId,
      ip: client.ip,
      object: { type: 'subscriber', id: child.public_id, name: child.full_name },
    });
  });
  return { decision: input.decision };
}

/** The parent's home page: every child still waiting for this caller's answer. */
export async function waitingChildren(deps: Deps, auth: AuthContext) {
  const caller = await findPerson(deps.db, { id: auth.userId });
  if (!caller) return { children: [] };
  const rows = await repo.waitingFor(deps.db, { id: caller.id, mobileE164: caller.mobile_e164 }, Date.now());
  return {
    children: rows.map((row) => ({
      childId: row.childId,
      full_name: row.full_name,
      requestedAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    })),
  };
}
