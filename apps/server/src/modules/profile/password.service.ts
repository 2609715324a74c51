import { FIELD_MESSAGES } from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError, retryLater } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { passwordProblem } from '../../platform/password-policy.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { LIMITS, hit, release } from '../../platform/rate-limits.ts';
import { updateAccount } from '../people/index.ts';
import * as repo from './profile-edit.repository.ts';

/**
 * Changes the password when the current one is right, and ends every other session. Each try
 * is reserved with the account's sign-in attempts before the current password is checked, and a
 * wrong one stays counted, so an open session can't be used to guess it.
 */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
  client: Client,
): Promise<void> {
  const { db } = deps;
  const attempt = await hit(db, LIMITS.signInPerAccount, String(auth.userId));
  if (!attempt.allowed) {
    throw retryLater(
      'TOO_MANY_ATTEMPTS',
      'Too many wrong passwords. Try again later.',
      attempt.retryAfterSeconds,
    );
  }
  const account = await repo.findAccount(db, auth.userId);
  if (!(await verifyPassword(account.password_hash, input.currentPassword))) {
    throw new AppError(400, 'INVALID_CREDENTIALS', 'Your current password is not right.', {
      currentPassword: 'CURRENT_PASSWORD_WRONG',
    });
  }
  await release(db, [attempt.hitId]);
  const problem =
    input.newPassword === input.currentPassword
      ? 'PASSWORD_UNCHANGED'
      : passwordProblem(input.newPassword, account.user_name);
  if (problem) {
    throw new AppError(400, 'VALIDATION_FAILED', FIELD_MESSAGES[problem], { newPassword: problem });
  }

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, auth.userId, { password_hash: passwordHash, must_change_password: 0 });
    await repo.revokeOtherSessions(trx, auth.userId, auth.sessionId);
    // The other sessions' sockets close; this one's stays, no longer held to a one-time password.
    await deps.live.publish(trx, { t: 'session', userId: auth.userId });
    await audit(trx, {
      userId: auth.userId,
      action: 'password-change',
      menuId: client.menuId,
      ip: client.ip,
    });
  });
}
