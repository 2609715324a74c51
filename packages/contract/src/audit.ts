import { z } from 'zod';
import { ok } from './common.ts';

/*
 * The audit trail (`GET audit`): who did what, to what, when, from which menu item and address.
 * Its own file: nothing the sign-in chunk reads imports it.
 */

/**
 * The actions the trail records, for its filter and its words in each language. The server writes
 * these words (`platform/audit.ts` takes only these), so a new kind of entry is added here first.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'login-refused',
  'logout',
  'register',
  'phone-verified',
  'mobile-changed',
  'password-change',
  'picture-change',
  'profile-edit',
  'parent-named',
  'parent-approve',
  'parent-decline',
  'connect-friend',
  'connect-teammate',
  'connect-parent',
  'connect-not-found',
  'connection-accepted',
  'connection-declined',
  'withdraw-friend',
  'withdraw-teammate',
  'withdraw-parent',
  'disconnect-friend',
  'disconnect-teammate',
  'disconnect-parent',
  'review-approve',
  'review-reject',
  'subscriber-edit',
  'subscriber-suspend',
  'subscriber-reactivate',
  'subscriber-sign-out',
  'subscriber-text',
  'parent-link-add',
  'parent-link-remove',
  'subscriber-export',
  'audit-export',
  'role-create',
  'role-edit',
  'role-delete',
  'role-give',
  'role-take',
  'administrator-created',
  'master-create',
  'master-edit',
  'master-archive',
  'master-restore',
  'master-delete',
  'staff-invite',
  'staff-reinvite',
  'staff-deactivate',
  'staff-reactivate',
  'invitation-accepted',
  'event-create',
  'event-edit',
  'event-status',
  'event-export',
  'registration-staff',
  'competition-edit',
  'fixtures-create',
  'match-edit',
  'match-score',
  'team-players',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'NOT_A_DATE');

/** The trail's filters, shared by its pages and its export. */
export const auditFilterSchema = z.strictObject({
  /** Who did it: their user name. */
  person: z.string().trim().min(1).max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** What it was done to: a subscriber's public id (or another object's id). */
  object: z.string().trim().min(1).max(64).optional(),
  /** From and to, whole days in UTC, both included. */
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const auditQuerySchema = auditFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  action: z.string(),
  /** Who did it; null for the system, a failed sign-in under an unknown name, or someone since removed. */
  actor: z.object({ subscriberID: z.string(), fullName: z.string(), userName: z.string() }).nullable(),
  /** The menu item they were working in (`menuID`), when the console sent one. */
  menuId: z.number().int().nullable(),
  ip: z.string().nullable(),
  detail: z.string().nullable(),
  /** What it was done to; `name` when the object is a person still on file. */
  object: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = ok({
  items: z.array(auditEntrySchema),
  /** The next (older) page's `cursor`, or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
