import { z } from 'zod';
import { chosenIdSchema } from './common.ts';
import { accountFieldSchemas, newPasswordSchema } from './fields.ts';

/**
 * An account whose phone is still not verified this many hours after registering is removed (the
 * hourly cleanup), so a number cannot be held by an account nobody finished.
 */
export const UNVERIFIED_ACCOUNT_HOURS = 24;
/** Accounts one client address may make per rolling hour, unless configured (everyone behind one NAT shares it). */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;

/**
 * `POST subscriber/register` (public). The answer is the session of `POST login/`, with
 * `userStatus` 2: that token can only send and check the phone code (and sign out).
 */
export const registerRequestSchema = z.strictObject({
  ...accountFieldSchemas,
  sport_id: chosenIdSchema('SPORT_UNKNOWN'),
  password: newPasswordSchema,
  /**
   * The language the sign-up page was read in: the new account reads the console, and the
   * console's texts to it (the phone code first), in it. Without it, the organisation's language.
   */
  language: z.enum(['en', 'ar']).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
