import { z } from 'zod';
import { FIELD_CODES } from './field-codes.ts';
import { INELIGIBLE_REASONS } from './ineligible.ts';

/** Stable machine words for every error the API returns. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_REJECTED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'XSRF_FAILED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  /** A user name or mobile number someone else already has (409, with `fields`). */
  'ALREADY_EXISTS',
  /** A status-2 token used for anything but verifying the phone. */
  'PHONE_NOT_VERIFIED',
  'ALREADY_VERIFIED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TRIES_EXHAUSTED',
  'OTP_RESEND_TOO_SOON',
  'OTP_SEND_LIMIT',
  'SMS_FAILED',
  /** The object is not in a state that allows this (e.g. reviewing an account that is not waiting). */
  'INVALID_STATE',
  'LINK_EXPIRED',
  'ALREADY_DECIDED',
  'PARENT_NOT_ACTIVE',
  /** Signed in with a one-time password: only changing it (or signing out) is allowed. */
  'PASSWORD_CHANGE_REQUIRED',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  /** No conversation the caller may have with that friend id (message 'CHAT NOT FOUND'). */
  'CHAT_NOT_FOUND',
  /** Too many chat messages in the last minute (429, with retryAfter). */
  'CHAT_RATE_LIMITED',
  /** The sender's chat pictures fill their storage quota (413). */
  'CHAT_STORAGE_FULL',
  /** No job by that id that the caller may see (theirs, or of an area whose grant they hold). */
  'JOB_NOT_FOUND',
  /** The Super Admin role's actions are every action; they cannot be chosen. */
  'ROLE_FIXED',
  /** A role Fieldhouse comes with cannot be deleted. */
  'ROLE_SEEDED',
  /** A role somebody holds cannot be deleted. */
  'ROLE_IN_USE',
  /** Everyone holds at least the Subscriber role. */
  'ROLE_IS_DEFAULT',
  /** Nobody takes away their own Super Admin role. */
  'OWN_SUPER_ADMIN',
  /** The last Super Admin keeps the role. */
  'LAST_SUPER_ADMIN',
  /** Master data that something uses is archived, never deleted (the message says where it is used). */
  'IN_USE',
  /** An invitation link used already, replaced by a newer one, or past its time. */
  'INVITATION_INVALID',
  /** The person cannot register for that event: the message says why, and `reason` its `IneligibleReason`. */
  'NOT_ELIGIBLE',
  /** A registration that is not the caller's or their child's, or not in a state for that answer. */
  'REGISTRATION_INVALID',
  /** Every place is held: nobody can be moved from the waitlist until one frees up. */
  'EVENT_FULL',
  /** The competition has fixtures already: generating again would replace results. */
  'FIXTURES_EXIST',
  /**
   * A score for a match whose kick-off is still to come (409): sent again with `beforeKickoff:
   * true` once the person confirms it, it is recorded and logged as entered before kick-off.
   */
  'SCORE_BEFORE_KICKOFF',
  /**
   * A parent or guardian link is never made by a connection request (asked or accepted): it comes
   * from the parent approving the child's registration, or from staff on the child's record.
   */
  'PARENT_LINK_NOT_BY_REQUEST',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every failed call answers with this body and a matching 4xx/5xx status. */
export const errorBodySchema = z.object({
  status: z.string(),
  code: ErrorCode,
  message: z.string(),
  /** Each field in trouble, with what is wrong in English (the contract's text for its code). */
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * The same fields' codes (field-codes.ts), so a client can word them in its reader's language.
   * Added beside `fields`, which keeps its shape for the clients that read it already.
   */
  fieldCodes: z.record(z.string(), z.enum(FIELD_CODES)).optional(),
  /** On 429: seconds until trying again makes sense (the same as the Retry-After header). */
  retryAfter: z.number().int().optional(),
  /** Why, where the code has several: on NOT_ELIGIBLE, which `IneligibleReason` (ineligible.ts). */
  reason: z.enum(INELIGIBLE_REASONS).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
