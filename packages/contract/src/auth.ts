import { z } from 'zod';
import { ok } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { userStatusSchema } from './status.ts';

export const PASSWORD_MAX_LENGTH = 128;

/** `POST login/`: `username` accepts a user name or a mobile number (with or without ISD code). */
export const loginRequestSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, 'LOGIN_NAME_EMPTY' satisfies FieldCode)
    .max(64),
  password: z
    .string()
    .min(1, 'PASSWORD_EMPTY' satisfies FieldCode)
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session fields, as the client stores them (`SESSION_KEYS`). */
export const sessionSchema = z.object({
  fullName: z.string(),
  isdCode: z.string(),
  token: z.string(),
  role: z.string(),
  subscriberID: z.string(),
  subscriberSeqID: z.number().int(),
  userName: z.string(),
  userStatus: userStatusSchema,
  ref: z.literal('1'),
  profileImg: z.string(),
});

/** `mustChangePassword`: signed in with a one-time password, which must be changed before anything else. */
export const loginResponseSchema = ok({
  ...sessionSchema.shape,
  mustChangePassword: z.optional(z.literal(true)),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const okResponseSchema = ok({});

/** Lock-out: this many failed sign-ins on an account within the window lock it for LOCKOUT_MINUTES. */
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;
/** Failed sign-ins from one client address within the window before it is slowed down. */
export const ADDRESS_MAX_FAILURES = 30;
