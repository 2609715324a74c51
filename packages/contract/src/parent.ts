import { z } from 'zod';
import { ok } from './common.ts';
import { isdCodeSchema, mobileSchema } from './fields.ts';

/** A parent link stays valid this long. */
export const PARENT_LINK_DAYS = 7;
/** Parent requests one child may send per rolling day (each sends a text). */
export const PARENT_REQUESTS_PER_DAY = 5;
export const PARENT_REASON_MAX_LENGTH = 500;

/** `POST subscriber/parentID` (bearer, status 7): name the parent by mobile number. */
export const parentIdRequestSchema = z.strictObject({ isd_code: isdCodeSchema, mobile: mobileSchema });

export const parentIdResponseSchema = ok({
  /** The parent's number, mostly hidden. */
  parentMobile: z.string(),
  /** ISO 8601, UTC. */
  expiresAt: z.string(),
});

/** The pair from the link `/x?c=<childId>&p=<parentId>`. */
const linkIds = {
  childId: z.string().min(1).max(64),
  parentId: z.string().min(1).max(64),
};

/** `POST subscriber/parentApprovalInit` (bearer): the child, shown only to the parent the child named. */
export const parentApprovalInitRequestSchema = z.strictObject(linkIds);

export const parentApprovalInitResponseSchema = ok({
  child: z.object({
    subscriberID: z.string(),
    full_name: z.string(),
    user_name: z.string(),
    date_of_birth: z.string().nullable(),
    sport: z.string().nullable(),
    profile_image: z.string(),
  }),
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type ParentApprovalInitResponse = z.infer<typeof parentApprovalInitResponseSchema>;

/** `POST subscriber/parentApproval` (bearer): once per request. */
export const parentApprovalRequestSchema = z.strictObject({
  ...linkIds,
  decision: z.enum(['approve', 'decline']),
  reason: z.string().trim().max(PARENT_REASON_MAX_LENGTH).optional(),
});

export const parentApprovalResponseSchema = ok({
  decision: z.enum(['approve', 'decline']),
});

/** `GET parent/waiting` (bearer): the children who named the caller and wait for their answer. */
export const waitingChildrenResponseSchema = ok({
  children: z.array(
    z.object({
      /** The child's id, as in the link `/x?c=<childId>&p=…`. */
      childId: z.string(),
      full_name: z.string(),
      /** ISO 8601, UTC. */
      requestedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type WaitingChildrenResponse = z.infer<typeof waitingChildrenResponseSchema>;
