import {
  notificationContent,
  REGISTRATION_APPROVED_TEXTS,
  REGISTRATION_REJECTED_TEXTS,
  textFor,
  UserStatus,
  type PageQuery,
  type ReviewDecisionRequest,
} from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import type { SmsMessage } from '../../platform/sms/gateway.ts';
import { findPerson } from '../../platform/users.repository.ts';
import { languageOf } from '../preferences/index.ts';
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
  const text = await deps.db
    .transaction()
    .execute((trx) => decideRegistrationIn(trx, { deps, reviewerId: reviewer.userId, client }, user, input));
  // After the commit: the text is queued, and a failing provider shows in the SMS log.
  await deps.sms.send(text, { startedBy: reviewer.userId });
}

/** The person a decision is about. */
export type Decided = { id: number; public_id: string; full_name: string; mobile_e164: string };

/**
 * The decision in the caller's transaction (a bulk change commits each person with its job's
 * progress): the status, the notification, the audit entry; 409 when the registration is not
 * waiting any more. Answers the text to send the subscriber once the transaction commits.
 */
export async function decideRegistrationIn(
  trx: Transaction<Database>,
  o: { deps: Deps; reviewerId: number; client: Client },
  user: Decided,
  input: ReviewDecisionRequest,
): Promise<SmsMessage> {
  const { deps, client } = o;
  const approve = input.decision === 'approve';
  const reason = approve ? null : (input.reason ?? null);
  const content = approve
    ? notificationContent('registration-approved', {})
    : notificationContent('registration-rejected', { reason: reason ?? '' });
  const status = approve ? UserStatus.active : UserStatus.rejected;
  if (!(await repo.decide(trx, user.id, status, reason))) {
    throw new AppError(409, 'INVALID_STATE', 'This registration is not waiting for review any more.');
  }
  await createNotification(trx, deps.live, { userId: user.id, fromUserId: o.reviewerId, content });
  // A rejected account's console hears the decision, then its socket closes (after the notice).
  if (!approve) await deps.live.publish(trx, { t: 'session', userId: user.id });
  await audit(trx, {
    userId: o.reviewerId,
    action: `review-${input.decision}`,
    menuId: client.menuId,
    ip: client.ip,
    object: { type: 'subscriber', id: user.public_id, name: user.full_name },
  });
  // In the subscriber's language, read in this transaction (on SQLite it holds the one connection).
  const language = await languageOf({ ...deps, db: trx }, user.id);
  const text = approve
    ? textFor(language, REGISTRATION_APPROVED_TEXTS, { url: deps.config.publicUrl })
    : textFor(language, REGISTRATION_REJECTED_TEXTS, { reason: reason ?? '' });
  return { to: user.mobile_e164, text, kind: 'review-decision', userId: user.id };
}
