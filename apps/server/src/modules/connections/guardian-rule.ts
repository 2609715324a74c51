import type { ParentApproval } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** A request's sides (db/migrations/…_connection_guardians.ts): whether each waits for a parent. */
export type Sides = { from_parent: ParentApproval; to_parent: ParentApproval };

/** A request either side's parent has yet to approve: nobody answers it, the one asked does not see it. */
export const awaitsParent = (r: Sides) => r.from_parent === 'waiting' || r.to_parent === 'waiting';

/**
 * Whether the request waits for this child's parent now: the child asked and their side waits, or
 * the child was asked, their side waits and the asker's side is settled (a minor asker's parent first).
 */
export const waitsForParentOf = (r: Sides & { from_user_id: number; to_user_id: number }, childId: number) =>
  r.from_user_id === childId
    ? r.from_parent === 'waiting'
    : r.to_user_id === childId && r.to_parent === 'waiting' && r.from_parent !== 'waiting';

export const awaitingParent = () =>
  new AppError(409, 'AWAITING_PARENT', 'This request waits for a parent’s approval first.');
