import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UserStatus,
  dataRequestSchema,
  userStatusInfoResponseSchema,
  type NextStep,
  type UserStatusInfoResponse,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import { maskE164 } from '../../platform/phone.ts';
import * as repo from './account-status.repository.ts';

const STEPS: Record<number, [NextStep, string]> = {
  [UserStatus.active]: ['dashboard', 'Your account is active.'],
  [UserStatus.phoneNotVerified]: ['verify-phone', 'Enter the code we texted to your mobile number.'],
  [UserStatus.awaitingReview]: ['await-review', 'Thanks! Our staff are reviewing your registration.'],
  [UserStatus.suspended]: ['suspended', 'Your account is suspended.'],
  [UserStatus.rejected]: ['rejected', 'Your registration was not approved.'],
};

export const accountStatusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/subscriber/userstatusInfo',
    {
      config: { access: 'phone-verification' },
      schema: {
        tags: ['subscriber'],
        summary: "The caller's status and the next step to take",
        body: dataRequestSchema.nullish(),
        response: { 200: userStatusInfoResponseSchema },
      },
    },
    async (request): Promise<UserStatusInfoResponse> => {
      const auth = requireAuth(request.auth);
      const user = await repo.findStatus(db, auth.userId);
      const userStatus = user.status as UserStatusInfoResponse['userStatus'];
      let parentRequest: UserStatusInfoResponse['parentRequest'] = null;
      let [nextStep, message] = STEPS[userStatus] ?? ['dashboard', ''];
      if (userStatus === UserStatus.awaitingParent) {
        const open = await repo.openParentRequest(db, auth.userId, Date.now());
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
      return { status: '200', userStatus, nextStep, message, reason: user.status_reason, parentRequest };
    },
  );
};
