import { z } from 'zod';
import { ok } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { userStatusSchema } from './status.ts';

/** One-time code rules: its length, how long it lives, the wrong tries it takes, the wait before a resend. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
/** Wrong tries that end a code; a new code inherits the tries already spent on the one it replaces. */
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
/** Codes sent to one phone number per rolling hour. */
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
/** Codes asked for from one client address per rolling hour, unless OTP_SENDS_PER_ADDRESS_PER_HOUR says otherwise. */
export const OTP_SENDS_PER_ADDRESS_PER_HOUR = 20;

/** `verify-phone`: the number given at registration; `change-mobile`: a new number from the profile. */
export const otpPurposeSchema = z.enum(['verify-phone', 'change-mobile']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** `POST sendotp` (bearer). An empty body means `verify-phone`. */
export const sendOtpRequestSchema = z.strictObject({
  purpose: otpPurposeSchema.default('verify-phone'),
  data: z.string().max(200).optional(),
});

export const sendOtpResponseSchema = ok({
  /** The number it went to, mostly hidden, e.g. `+44 •••• 0123`. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** `POST validateotp` (bearer). */
export const validateOtpRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'OTP_CODE_FORMAT' satisfies FieldCode),
  purpose: otpPurposeSchema.default('verify-phone'),
});

/** After `verify-phone` the status says where the user goes next (7, 3 or 1). */
export const validateOtpResponseSchema = ok({
  userStatus: userStatusSchema,
});
export type ValidateOtpResponse = z.infer<typeof validateOtpResponseSchema>;
