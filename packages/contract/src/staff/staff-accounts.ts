import { z } from 'zod';
import { chosenIdSchema, ok } from '../common.ts';
import {
  emailSchema,
  isdCodeSchema,
  mobileSchema,
  newPasswordSchema,
  theirFullNameSchema,
} from '../fields.ts';

/*
 * Staff accounts (`/staff`): the Super Admin invites staff by text, and deactivates them. Its own
 * file: nothing the sign-in chunk reads imports it.
 */

export const STAFF_PAGE_SIZE = 25;
/** The console page an invitation's link opens, `/auth/invitation/{token}`. */
export const INVITATION_PATH = '/auth/invitation';
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** `invited`: has not set a password yet; `deactivated`: may not sign in. */
export const STAFF_STATES = ['invited', 'active', 'deactivated'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const staffMemberSchema = z.object({
  subscriberID: z.string(),
  fullName: z.string(),
  userName: z.string(),
  /** In international form, `+447700900123`. */
  mobile: z.string(),
  email: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  state: z.enum(STAFF_STATES),
  /** When the newest invitation was sent, while it has not been used. */
  invitedAt: z.string().nullable(),
  /** The teams they coach. */
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = z.strictObject({
  /** Part of the name, user name or number. */
  q: z.string().trim().max(80).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffListResponseSchema = ok({
  items: z.array(staffMemberSchema),
  nextCursor: z.string().nullable(),
});
export const staffMemberResponseSchema = ok({ member: staffMemberSchema });

/** `POST staff`: a new staff member, invited by a text to their mobile. */
export const inviteStaffRequestSchema = z.strictObject({
  fullName: theirFullNameSchema,
  isdCode: isdCodeSchema,
  mobile: mobileSchema,
  email: emailSchema,
  roleId: chosenIdSchema('ROLE_NOT_CHOSEN'),
});
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;

export const staffParamsSchema = z.strictObject({ subscriberID: z.string().min(1).max(64) });

export const invitationParamsSchema = z.strictObject({ token: z.string().min(20).max(200) });
/** `GET invitation/{token}`: who it is for, so the page can greet them. */
export const invitationResponseSchema = ok({ fullName: z.string(), userName: z.string() });
/** `POST invitation/{token}`: their first password; the link works once. */
export const acceptInvitationRequestSchema = z.strictObject({ password: newPasswordSchema });
