import { z } from 'zod';
import { ok } from './common.ts';
import { userStatusSchema } from './status.ts';

/** Where a user goes next, as a machine word the console routes on. */
export const nextStepSchema = z.enum([
  'dashboard',
  'verify-phone',
  'await-review',
  'name-parent',
  'await-parent',
  'suspended',
  'rejected',
]);
export type NextStep = z.infer<typeof nextStepSchema>;

/** `POST subscriber/userstatusInfo` (bearer; a status-2 token may call it). */
export const userStatusInfoResponseSchema = ok({
  userStatus: userStatusSchema,
  nextStep: nextStepSchema,
  /** The same, in words for the user. */
  message: z.string(),
  /** Why staff rejected or suspended the account, if they said. */
  reason: z.string().nullable(),
  /** At status 7: the parent request waiting, if any. */
  parentRequest: z.object({ parentMobile: z.string(), expiresAt: z.string() }).nullable(),
});
export type UserStatusInfoResponse = z.infer<typeof userStatusInfoResponseSchema>;
