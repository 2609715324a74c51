import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  notificationContent,
  type DeletionDecisionRequest,
  type DeletionRequest,
  type PageQuery,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { auditBy } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { removeMedia } from '../../platform/images.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import * as repo from './deletion.repository.ts';
import { eraseAccount } from './erase.repository.ts';
import { findAccount, findChildOf } from './export.repository.ts';

type Asker = { auth: AuthContext; client: Client; childId?: string };

/** The account a request is about: the caller's own, or a child of theirs by a family link (else 404). */
async function accountFor(db: Db, auth: AuthContext, childId?: string) {
  if (childId === undefined) {
    const self = await findAccount(db, auth.userId);
    if (!self) throw notFound('No such account.');
    return { id: self.id, publicId: self.public_id, name: self.full_name };
  }
  const child = await findChildOf(db, auth.userId, childId);
  if (!child) throw notFound('No child of yours has that id.');
  const account = await findAccount(db, child.id);
  return { id: child.id, publicId: child.public_id, name: account?.full_name ?? null };
}

const toView = (row: NonNullable<Awaited<ReturnType<typeof repo.newestRequest>>>): DeletionRequest => ({
  requestID: row.public_id,
  status: row.status,
  requestedAt: new Date(row.created_at).toISOString(),
  reason: row.reason,
});

/** `GET profile/deletion`, `GET family/children/{childId}/deletion`: the newest request, if any. */
export async function deletionState(deps: Deps, auth: AuthContext, childId?: string) {
  const account = await accountFor(deps.db, auth, childId);
  const row = await repo.newestRequest(deps.db, account.id);
  return { request: row ? toView(row) : null };
}

/**
 * `POST profile/deletion`, `POST family/children/{childId}/deletion`: asks staff to delete the
 * account; asking again while a request waits answers that request. Audited on the account.
 */
export async function askDeletion(deps: Deps, o: Asker) {
  const account = await accountFor(deps.db, o.auth, o.childId);
  try {
    return await addRequest(deps, o, account);
  } catch (err) {
    // Two asks at once: the other one's request is the one waiting.
    if (!isUniqueViolation(err)) throw err;
    return { request: toView((await repo.newestRequest(deps.db, account.id))!) };
  }
}

function addRequest(deps: Deps, o: Asker, account: Awaited<ReturnType<typeof accountFor>>) {
  return deps.db.transaction().execute(async (trx) => {
    const waiting = await repo.newestRequest(trx, account.id);
    if (waiting?.status === 'pending') return { request: toView(waiting) };
    await repo.insertRequest(trx, {
      public_id: randomUUID(),
      user_id: account.id,
      requested_by: o.auth.userId,
      created_at: Date.now(),
    });
    await auditBy(trx, o, {
      action: 'deletion-ask',
      object: { type: 'subscriber', id: account.publicId, name: account.name },
    });
    const row = await repo.newestRequest(trx, account.id);
    return { request: toView(row!) };
  });
}

/** `GET review/deletions`: the waiting requests, oldest first. */
export async function deletionQueue(db: Db, { page, pageSize }: PageQuery) {
  const { rows, total } = await repo.waitingPage(db, page, pageSize);
  const items = rows.map((r) => ({
    requestID: r.public_id,
    subscriberID: r.owner_public_id,
    full_name: r.full_name,
    user_name: r.user_name,
    askedByParent:
      r.requested_by === r.user_id ? null : { full_name: r.asker_full_name, user_name: r.asker_user_name },
    requestedAt: new Date(r.created_at).toISOString(),
  }));
  return { items, total, page, pageSize };
}

const alreadyDecided = () =>
  new AppError(409, 'ALREADY_DECIDED', 'This deletion request has already been decided.');

/**
 * `POST review/deletions/{requestID}/decision`. Confirming erases the account in one transaction
 * (erase.repository.ts) and removes its files after the commit; declining tells the asker why.
 * Both are audited, without the person's personal data (the entry names the pseudonym).
 */
export async function decideDeletion(
  deps: Deps,
  o: { auth: AuthContext; client: Client; requestId: string; body: DeletionDecisionRequest },
) {
  const request = await repo.findWaiting(deps.db, o.requestId);
  if (!request) throw notFound('No such deletion request.');
  if (request.status !== 'pending') throw alreadyDecided();
  // The organisation's owner cannot be erased from the queue: another Super Admin demotes them first.
  if (request.role_key === 'superAdmin') {
    throw new AppError(409, 'INVALID_STATE', 'A Super Admin account is not deleted from this queue.');
  }
  const now = Date.now();
  if (o.body.decision === 'decline') {
    const reason = o.body.reason ?? '';
    await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.decide(trx, request.id, { status: 'declined', reason, by: o.auth.userId, at: now })))
        throw alreadyDecided();
      await createNotification(trx, deps.live, {
        userId: request.requested_by,
        fromUserId: o.auth.userId,
        content: notificationContent('deletion-declined', { reason }),
      });
      await auditBy(trx, o, {
        action: 'deletion-decline',
        facts: { reason },
        object: { type: 'subscriber', id: request.public_id, name: request.full_name },
      });
    });
    return;
  }
  const pseudonym = `deleted-${randomBytes(6).toString('hex')}`;
  const erased = await deps.db.transaction().execute(async (trx) => {
    if (
      !(await repo.decide(trx, request.id, { status: 'confirmed', reason: null, by: o.auth.userId, at: now }))
    )
      throw alreadyDecided();
    const result = await eraseAccount(trx, {
      userId: request.user_id,
      pseudonym,
      pictures: deps.pictures,
      now,
    });
    await auditBy(trx, o, {
      action: 'deletion-confirm',
      object: { type: 'subscriber', id: result.publicId, name: pseudonym },
    });
    // Their open consoles close: the account is gone.
    await deps.live.publish(trx, { t: 'session', userId: request.user_id });
    return result;
  });
  await Promise.all([
    ...erased.media.map((file) => removeMedia(deps.pictures, file)),
    ...erased.exports.map((file) => fs.rm(path.join(deps.config.dataDir, 'exports', file), { force: true })),
  ]);
}
