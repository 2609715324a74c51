import { UserStatus, type NextStep, type UserStatusInfoResponse } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { maskE164 } from '../../platform/phone.ts';
import * as repo from './account-status.repository.ts';

const STEPS: Record<number, [NextStep, string]> = {
  [UserStatus.active]: ['dashboard', 'Your account is active.'],
  [UserStatus.phoneNotVerified]: ['verify-phone', 'Enter the code we texted to your mobile number.'],
  [UserStatus.awaitingReview]: ['await-review', 'Thanks! Our staff are reviewing your registration.'],
  [UserStatus.suspended]: ['suspended', 'Your account is suspended.'],
  [UserStatus.rejected]: ['rejected', 'Your registration was not approved.'],
};

/** Where the caller stands and the step to take next; a child waiting for consent learns whom they asked. */
export async function statusInfo(db: Db, userId: number): Promise<Omit<UserStatusInfoResponse, 'status'>> {
  const user = await repo.findStatus(db, userId);
  const userStatus = user.status as UserStatusInfoResponse['userStatus'];
  let parentRequest: UserStatusInfoResponse['parentRequest'] = null;
  let [nextStep, message] = STEPS[userStatus] ?? ['dashboard', ''];
  if (userStatus === UserStatus.awaitingParent) {
    const open = await repo.openParentRequest(db, userId, Date.now());
    if (open) {
      parentRequest = {
        parentMobile: maskE164(open.parent_mobile_e164),
        expiresAt: new Date(open.expires_at).toISOString(),
      };
      [nextStep, message] = ['await-parent', 'We are waiting for your parent to approve your account.'];
    } else {
      [nextStep, message] = ['name-parent', 'Ask a parent or guardian to approve your account.'];
    }
  }
  return { userStatus, nextStep, message, reason: user.status_reason, parentRequest };
}
