import { AREA_AUDIT_ACTIONS } from './areas.ts';

/*
 * The kinds of entry the audit trail records: the ones of no single area here (signing in, one's
 * own account and connections, the trail's own export), then each area's from its folder
 * (areas.ts, `AREA_AUDIT_ACTIONS`). The trail's filter and its words in each language (audit-words/)
 * are built from this list; the audit area's folder reads it, so that area is gathered apart
 * from AREA_CONTRACTS (endpoints/index.ts).
 */

const SHARED_AUDIT_ACTIONS = [
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
  'connection-parent-approved',
  'connection-parent-declined',
  'disconnect-by-parent',
  'withdraw-friend',
  'withdraw-teammate',
  'withdraw-parent',
  'disconnect-friend',
  'disconnect-teammate',
  'disconnect-parent',
  'care-kept',
  'care-read',
  'audit-export',
  'administrator-created',
] as const;

type AreaAuditAction = (typeof AREA_AUDIT_ACTIONS)[keyof typeof AREA_AUDIT_ACTIONS][number];
/** A kind of entry of no single area, worded in audit-words/ itself. */
export type SharedAuditAction = (typeof SHARED_AUDIT_ACTIONS)[number];
export type AuditAction = SharedAuditAction | AreaAuditAction;

/**
 * The actions the trail records, for its filter and its words in each language. The server writes
 * these words (`platform/audit.ts` takes only these), so a new kind of entry is added first here
 * or in its area's contract.
 */
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...SHARED_AUDIT_ACTIONS,
  ...Object.values<readonly AreaAuditAction[]>(AREA_AUDIT_ACTIONS).flat(),
];
