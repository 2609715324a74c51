import { z } from 'zod';
import type { AreaContract } from './area-contract.ts';
import { AREA_CONTRACTS, type AreaContracts } from './areas.ts';
import { INELIGIBLE_REASONS } from './ineligible.ts';
import { FIELD_CODES } from './field-codes.ts';

/** The error codes any area may answer with; an area's own come with its contract (areas.ts). */
const SHARED_ERROR_CODES = [
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
  /** A machine's signed request (`Fieldhouse-Signature`) whose signature is missing or wrong (400). */
  'SIGNATURE_INVALID',
  /** A machine's signed request signed more than SIGNATURE_TOLERANCE_SECONDS away from now (400). */
  'SIGNATURE_EXPIRED',
  /** A machine's signed request, rightly signed, whose body is not what the endpoint takes (400). */
  'SIGNED_BODY_INVALID',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  /** The server's disk (or the database's) is full: nothing new can be saved until space returns; reads still work (507). */
  'STORAGE_FULL',
  /** `/health/ready`: this version has migrations the database lacks (503). */
  'MIGRATIONS_PENDING',
  /** `/health/ready`: the job engine of this process has not started, or stopped (503). */
  'JOBS_NOT_RUNNING',
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
  /** Under 13 (safeguarding.parentsOnlyUnder13), only the child's parents message the child, and the child only them (403). */
  'CHAT_PARENTS_ONLY',
  /** A child with no linked parent cannot be messaged by an adult who is not their parent (409). */
  'CHAT_CHILD_NEEDS_PARENT',
  /** A parent reads their child's conversation with another child but does not write in it (403). */
  'CHAT_READ_ONLY',
  /** No job by that id that the caller may see (theirs, or of an area whose grant they hold). */
  'JOB_NOT_FOUND',
  /** A child's emergency contacts, medical notes and consents are kept by their parent (403). */
  'CARE_KEPT_BY_PARENT',
  /** A coach reads a child's care record only on a day their team plays (403). */
  'CARE_NOT_MATCH_DAY',
  /** Master data that something uses is archived, never deleted (the message says where it is used). */
  'IN_USE',
  /**
   * A parent or guardian link is never made by a connection request (asked or accepted): it comes
   * from the parent approving the child's registration, or from staff on the child's record.
   */
  'PARENT_LINK_NOT_BY_REQUEST',
  /** A connection request to or from a minor waits for the minor's parent: nobody accepts it yet (409). */
  'AWAITING_PARENT',
  /** A minor asks to connect before any parent is linked to them, who would approve it (409). */
  'PARENT_LINK_REQUIRED',
] as const;

type AreaErrorCode = {
  [A in keyof AreaContracts]: AreaContracts[A] extends { errorCodes: readonly (infer C)[] } ? C : never;
}[keyof AreaContracts];

/** Stable machine words for every error the API returns. */
export const ErrorCode = z.enum([
  ...SHARED_ERROR_CODES,
  ...Object.values(AREA_CONTRACTS).flatMap((area: AreaContract) => area.errorCodes ?? []),
] as readonly ((typeof SHARED_ERROR_CODES)[number] | AreaErrorCode)[]);
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
