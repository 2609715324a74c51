import {
  auditTerm,
  FIELD_MESSAGES,
  notificationContent,
  UserStatus,
  type FieldCode,
  type NotificationContent,
} from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { isAdult } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson, type Person } from '../../platform/users.repository.ts';
import { accountsMeant } from '../people/index.ts';
import { connectionsChanged, tellNewParentOfWaiting } from '../connections/index.ts';
import * as repo from './family-links.repository.ts';
import { changeable } from './record-access.ts';
import { linkParent } from '../parent/index.ts';
import { organisationSettings } from '../settings/index.ts';

/*
 * Staff keep a subscriber's parent or guardian links on their record (with `subscriber.edit`): the
 * one way besides the registration's parent approval that a parent link is made, and the way one
 * is ended that the child cannot end. Each change is audited with its reason, and both people are
 * told (not the reason, which may say what staff suspect).
 */

/** The subscriber whose record it is; a staff account has no parent links kept here. */
async function childOnRecord(deps: Deps, auth: AuthContext, subscriberId: string) {
  const child = await changeable(deps, auth, subscriberId);
  if (child.role_key !== 'subscriber') {
    throw forbidden('Parent or guardian links are kept on a subscriber’s record, not a staff account’s.');
  }
  return child;
}

const parentProblem = (
  status: number,
  code: 'VALIDATION_FAILED' | 'NOT_FOUND' | 'INVALID_STATE' | 'ALREADY_EXISTS',
  field: FieldCode,
) => new AppError(status, code, FIELD_MESSAGES[field], { parent: field });

/** The parent a user name or mobile number names: one active adult subscriber, not the child. */
async function parentNamed(deps: Deps, childId: number, name: string): Promise<Person> {
  const people = [];
  for (const account of await accountsMeant(deps.db, name)) {
    const found = await findPerson(deps.db, { id: account.id });
    if (found?.status === UserStatus.active && found.role_key === 'subscriber') people.push(found);
  }
  if (people.length > 1) throw parentProblem(400, 'VALIDATION_FAILED', 'PARENT_AMBIGUOUS');
  const parent = people[0];
  if (!parent) throw parentProblem(404, 'NOT_FOUND', 'PARENT_NOT_FOUND');
  if (parent.id === childId) throw parentProblem(400, 'VALIDATION_FAILED', 'PARENT_IS_CHILD');
  if (!isAdult(parent.date_of_birth, await organisationSettings(deps)))
    throw parentProblem(409, 'INVALID_STATE', 'PARENT_NOT_ADULT');
  return parent;
}

type Change = {
  staffId: number;
  parent: { id: number; full_name: string };
  child: { id: number; full_name: string };
  toChild: NotificationContent;
  toParent: NotificationContent;
};

/** Both people hear of the change, from the staff member, and their open consoles read it again. */
async function tellBoth(trx: DbOrTrx, deps: Deps, c: Change) {
  await createNotification(trx, deps.live, { userId: c.child.id, fromUserId: c.staffId, content: c.toChild });
  await createNotification(trx, deps.live, {
    userId: c.parent.id,
    fromUserId: c.staffId,
    content: c.toParent,
  });
  await connectionsChanged(trx, deps, c.parent.id, c.child.id);
}

/** `POST subscribers/{id}/parents`: links a parent or guardian; a link a request made becomes staff's. */
export async function addParentLink(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  input: { parent: string; reason: string },
  client: Client,
) {
  const child = await childOnRecord(deps, auth, subscriberId);
  const parent = await parentNamed(deps, child.id, input.parent);
  const before = await repo.parentLink(deps.db, parent.id, child.id);
  if (before?.status === 'accepted' && before.origin !== 'request') {
    throw parentProblem(409, 'ALREADY_EXISTS', 'PARENT_ALREADY_LINKED');
  }
  await deps.db.transaction().execute(async (trx) => {
    await linkParent(trx, { parentId: parent.id, childId: child.id, now: Date.now(), origin: 'staff' });
    // Requests already waiting for the child's parent now wait for this one too.
    await tellNewParentOfWaiting(trx, deps, parent.id, child);
    await tellBoth(trx, deps, {
      staffId: auth.userId,
      parent,
      child,
      toChild: notificationContent('parent-link-added', { name: parent.full_name }),
      toParent: notificationContent('child-link-added', { name: child.full_name }),
    });
    await audit(trx, {
      userId: auth.userId,
      action: 'parent-link-add',
      menuId: client.menuId,
      ip: client.ip,
      facts: {
        parent: parent.full_name,
        ...(before && { before: auditTerm('parent-link', `${before.status}-${before.origin}`) }),
        reason: input.reason,
      },
      object: { type: 'subscriber', id: child.public_id, name: child.full_name },
    });
  });
  return {};
}

/** `POST subscribers/{id}/parents/remove`: ends a parent or guardian link (or a parent request still waiting). */
export async function removeParentLink(
  deps: Deps,
  auth: AuthContext,
  subscriberId: string,
  input: { parentID: string; reason: string },
  client: Client,
) {
  const child = await childOnRecord(deps, auth, subscriberId);
  const parent = await findPerson(deps.db, { publicId: input.parentID });
  const link = parent && (await repo.parentLink(deps.db, parent.id, child.id));
  if (!parent || !link || link.status === 'declined') {
    throw notFound('This person is not linked to this subscriber as their parent or guardian.');
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.unlink(trx, link.id))) {
      throw new AppError(409, 'INVALID_STATE', 'Someone removed this link just now. Reload the record.');
    }
    // A request still waiting was never a link: it goes quietly, as a request taken back does.
    if (link.status === 'accepted') {
      await tellBoth(trx, deps, {
        staffId: auth.userId,
        parent,
        child,
        toChild: notificationContent('parent-link-removed', { name: parent.full_name }),
        toParent: notificationContent('child-link-removed', { name: child.full_name }),
      });
    } else {
      await connectionsChanged(trx, deps, parent.id, child.id);
    }
    await audit(trx, {
      userId: auth.userId,
      action: 'parent-link-remove',
      menuId: client.menuId,
      ip: client.ip,
      facts: {
        parent: parent.full_name,
        before: auditTerm('parent-link', `${link.status}-${link.origin}`),
        reason: input.reason,
      },
      object: { type: 'subscriber', id: child.public_id, name: child.full_name },
    });
  });
  return {};
}

/** `GET subscribers/parent-links`: the links a connection request made, children under the age of consent first. */
export async function parentLinksToReview(deps: Deps) {
  const [rows, total, settings] = await Promise.all([
    repo.requestMadeLinks(deps.db),
    repo.countRequestMadeLinks(deps.db),
    organisationSettings(deps),
  ]);
  const items = rows.map((r) => ({
    parent: {
      subscriberID: r.parent_public_id,
      full_name: r.parent_full_name,
      user_name: r.parent_user_name,
    },
    child: {
      subscriberID: r.child_public_id,
      full_name: r.child_full_name,
      user_name: r.child_user_name,
      minor: !isAdult(r.child_date_of_birth, settings),
    },
    since: new Date(Number(r.updated_at)).toISOString(),
  }));
  // Stable: within each group the oldest first, as read.
  items.sort((a, b) => Number(b.child.minor) - Number(a.child.minor));
  return { items, total };
}
