import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './roles.repository.ts';

/**
 * Refuses, inside the transaction about to take `userId` out of the active Super Admins (a
 * suspension, another role), when nobody else would be left to run the console: only
 * `npm run admin -- create` could bring one back. It holds the Super Admin role's row first, so two
 * such changes (two Super Admins suspending each other) run one after the other and the second
 * counts what the first left.
 */
export async function keepAnActiveSuperAdmin(trx: DbOrTrx, userId: number): Promise<void> {
  await repo.lockSeededRole(trx, 'superAdmin');
  const { superAdmin } = await repo.seededRoleIds(trx);
  const now = await repo.roleAndStatusOf(trx, userId);
  if (now?.role_id !== superAdmin || now.status !== UserStatus.active) return;
  if ((await repo.countActiveHolders(trx, superAdmin, userId)) === 0) {
    throw new AppError(409, 'LAST_SUPER_ADMIN', 'This is the last Super Admin: make someone else one first.');
  }
}
