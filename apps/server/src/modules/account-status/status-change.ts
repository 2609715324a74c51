import { UserStatus, type AuditAction, type StatusChangeRequest } from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { endSessions } from '../../platform/sessions.repository.ts';
import { keepAnActiveSuperAdmin } from '../roles/index.ts';
import * as repo from './account-status.repository.ts';

/** Who changes an account's status, and from where (the audit entry's). */
export type StatusChanger = { deps: Deps; auth: { userId: number }; client: Client };
/** The account whose status changes, as the caller last saw it. */
export type StatusSubject = { id: number; public_id: string; full_name: string; status: number };

/** Whether `person` can be suspended now: not already suspended, nor rejected. */
export const canBeSuspended = (person: Pick<StatusSubject, 'status'>) =>
  person.status !== UserStatus.suspended && person.status !== UserStatus.rejected;

/**
 * Suspends or reactivates `person` (found and allowed by the caller: subscriber calls or staff
 * calls). Suspending ends every session at once and keeps the reason, which the person reads when
 * they next sign in; reactivating puts back the status they had before. The change applies only to
 * the status the caller saw, so two staff acting at once cannot both change it; and a suspension
 * never leaves the console without an active Super Admin.
 */
export async function applyStatusChange(
  o: StatusChanger,
  person: StatusSubject,
  input: StatusChangeRequest,
  /** What the trail calls it: a staff account is deactivated rather than suspended. */
  audited: AuditAction,
) {
  await o.deps.db.transaction().execute((trx) => applyStatusChangeIn(trx, o, person, input, audited));
  return {};
}

/**
 * `applyStatusChange` in the caller's transaction (a bulk change commits each person with its job's
 * progress): the same checks, and 409 INVALID_STATE when the account is not in a state it applies to.
 */
export async function applyStatusChangeIn(
  trx: Transaction<Database>,
  o: StatusChanger,
  person: StatusSubject,
  input: StatusChangeRequest,
  audited: AuditAction,
) {
  const suspend = input.action === 'suspend';
  if (suspend ? !canBeSuspended(person) : person.status !== UserStatus.suspended) {
    throw new AppError(
      409,
      'INVALID_STATE',
      suspend ? 'This account cannot be suspended in its present status.' : 'This account is not suspended.',
    );
  }
  const to = suspend
    ? UserStatus.suspended
    : ((await repo.statusBeforeSuspension(trx, person.id, UserStatus.suspended)) ?? UserStatus.active);
  await changeStatusIn(
    trx,
    o,
    person,
    { to, reason: input.action === 'suspend' ? input.reason : null },
    audited,
  );
}

/**
 * The status change itself, in the caller's transaction (a safeguarding report's outcome suspends
 * the account with the report's decision): 409 when someone changed the account first.
 */
export async function changeStatusIn(
  trx: Transaction<Database>,
  o: StatusChanger,
  person: StatusSubject,
  change: { to: number; reason: string | null },
  audited: AuditAction,
) {
  const suspend = change.to === UserStatus.suspended;
  if (suspend) await keepAnActiveSuperAdmin(trx, person.id);
  const changed = await repo.changeStatus(trx, {
    userId: person.id,
    from: person.status,
    to: change.to,
    reason: change.reason,
    by: o.auth.userId,
  });
  if (!changed) throw new AppError(409, 'INVALID_STATE', 'Someone changed this account just now. Reload it.');
  if (suspend) {
    await endSessions(trx, person.id);
    // Their open consoles' sockets close too, on every process (platform/live).
    await o.deps.live.publish(trx, { t: 'session', userId: person.id });
  }
  await audit(trx, {
    userId: o.auth.userId,
    action: audited,
    menuId: o.client.menuId,
    ip: o.client.ip,
    object: { type: 'subscriber', id: person.public_id, name: person.full_name },
  });
}
