import { INVITATION_DAYS, INVITATION_PATH } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { insertInvitation } from './staff.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A one-time link for someone without a password to set one (staff invited, subscribers imported),
 * valid `INVITATION_DAYS`; only its hash is stored, and an earlier unused link stops working.
 */
export async function passwordLink(db: DbOrTrx, o: { userId: number; by: number; publicUrl: string }) {
  const token = newToken();
  const now = Date.now();
  await insertInvitation(db, {
    userId: o.userId,
    tokenHash: hashToken(token),
    by: o.by,
    now,
    expiresAt: now + INVITATION_DAYS * DAY_MS,
  });
  return `${o.publicUrl}${INVITATION_PATH}/${token}`;
}
