import {
  notificationContent,
  PRODUCT_NAME,
  UserStatus,
  type PageQuery,
  type ReviewDecisionRequest,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { findPerson } from '../../platform/users.repository.ts';
import * as repo from './review.repository.ts';

/** One page of the registrations waiting for staff, oldest first. */
export async function waitingPage(db: Db, { page, pageSize }: PageQuery) {
  const { rows, total } = await repo.listWaiting(db, page, pageSize);
  const items = rows.map((r) => ({
    subscriberID: r.public_id,
    full_name: r.full_name,
    user_name: r.user_name,
    isd_code: r.isd_code,
    mobile: r.mobile,
    email: r.email,
    date_of_birth: r.date_of_birth,
    sport: r.sport,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { items, total, page, pageSize };
}

/** Approves (status 1) or rejects (status 5, with the reason) a waiting registration and tells the subscriber. */
export async function decideRegistration(
  deps: Deps,
  reviewer: AuthContext,
  subscriberId: string,
  input: ReviewDecisionRequest,
  client: Client,
): Promise<void> {
  const user = await findPerson(deps.db, { publicId: subscriberId });
  if (!user) throw notFound('That subscriber does not exist.');
  const approve = input.decision === 'approve';
  const reason = approve ? null : (input.reason ?? null);
  const content = approve
    ? notificationContent('registration-approved', {})
    : notificationContent('registration-rejected', { reason: reason ?? '' });

  await deps.db.transaction().execute(async (trx) => {
    const status = approve ? UserStatus.active : UserStatus.rejected;
    if (!(await repo.decide(trx, user.id, status, reason))) {
      throw new AppError(409, 'INVALID_STATE', 'This registration is not waiting for review any more.');
    }
    await createNotification(trx, deps.live, { userId: user.id, fromUserId: reviewer.userId, content });
    // A rejected account's console hears the decision, then its socket closes (after the notice).
    if (!approve) await deps.live.publish(trx, { t: 'session', userId: user.id });
    await audit(trx, {
      userId: reviewer.userId,
      action: `review-${input.decision}`,
      menuId: client.menuId,
      ip: client.ip,
      object: { type: 'subscriber', id: subscriberId, name: user.full_name },
    });
  });
  // After the commit: the text is queued, and a failing provider shows in the SMS log.
  const text = approve
    ? `${content.msg} Sign in at ${deps.config.publicUrl}`
    : `${PRODUCT_NAME}: ${content.msg}`;
  await deps.sms.send(
    { to: user.mobile_e164, text, kind: 'review-decision', userId: user.id },
    { startedBy: reviewer.userId },
  );
}
