import { UserStatus, type AuditAction, type StatusChangeRequest } from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { keepAnActiveSuperAdmin } from '../roles/index.ts';
import type { Subject } from './record-access.ts';
import * as repo from './record.repository.ts';

/**
 * Suspends or reactivates `person` (found and allowed by the caller: subscriber calls or staff
 * calls). Suspending ends every session at once and keeps the reason, which the person reads when
 * they next sign in; reactivating puts back the status they had before. The change applies only to
 * the status the caller saw, so two staff acting at once cannot both change it; and a suspension
 * never leaves the console without an active Super Admin.
 */
export async function applyStatusChange(
  o: { deps: Deps; auth: AuthContext; client: Client },
  person: Subject,
  input: StatusChangeRequest,
  /** What the trail calls it: a staff account is deactivated rather than suspended. */
  audited: AuditAction,
) {
  const { deps, auth, client } = o;
  const suspend = input.action === 'suspend';
  if (
    suspend
      ? person.status === UserStatus.suspended || person.status === UserStatus.rejected
      : person.status !== UserStatus.suspended
  ) {
    throw new AppError(
      409,
      'INVALID_STATE',
      suspend ? 'This account cannot be suspended in its present status.' : 'This account is not suspended.',
    );
  }
  const to = suspend
    ? UserStatus.suspended
    : ((await repo.statusBeforeSuspension(deps.db, person.id, UserStatus.suspended)) ?? UserStatus.active);
  await deps.db.transaction().execute(async (trx) => {
    if (suspend) await keepAnActiveSuperAdmin(trx, person.id);
    const reason = input.action === 'suspend' ? input.reason : null;
    const changed = await repo.changeStatus(trx, {
      userId: person.id,
      from: person.status,
      to,
      reason,
      by: auth.userId,
    });
    if (!changed)
      throw new AppError(409, 'INVALID_STATE', 'Someone changed this account just now. Reload it.');
    if (suspend) {
      await repo.endSessions(trx, person.id);
      // Their open consoles' sockets close too, on every process (platform/live).
      await deps.live.publish(trx, { t: 'session', userId: person.id });
    }
    await audit(trx, {
      userId: auth.userId,
      action: audited,
      menuId: client.menuId,
      ip: client.ip,
      object: { type: 'subscriber', id: person.public_id, name: person.full_name },
    });
  });
  return {};
}
