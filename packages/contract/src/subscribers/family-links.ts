import { z } from 'zod';
import { ok } from '../common.ts';
import { STATUS_REASON_MAX } from '../constants.ts';
import type { FieldCode } from '../field-codes.ts';

/*
 * Staff keep a subscriber's parent or guardian links on their record: add one (the parent named by
 * user name or mobile number) or remove one, each with a reason the audit trail keeps. The reason
 * is never sent to the parent or the child: it may say what staff suspect.
 */

const reasonSchema = z
  .string()
  .trim()
  .min(3, 'PARENT_LINK_REASON_SHORT' satisfies FieldCode)
  .max(STATUS_REASON_MAX, 'TOO_LONG' satisfies FieldCode);

/** `POST subscribers/{subscriberID}/parents`: link this subscriber to a parent or guardian. */
export const parentLinkAddSchema = z.strictObject({
  /** The parent's user name or mobile number (with or without its country code), as at sign-in. */
  parent: z
    .string()
    .trim()
    .min(1, 'PARENT_NOT_NAMED' satisfies FieldCode)
    .max(64, 'TOO_LONG' satisfies FieldCode),
  reason: reasonSchema,
});
export type ParentLinkAdd = z.input<typeof parentLinkAddSchema>;

/** `POST subscribers/{subscriberID}/parents/remove`: end the link to this parent or guardian. */
export const parentLinkRemoveSchema = z.strictObject({
  parentID: z.string().min(1).max(64),
  reason: reasonSchema,
});
export type ParentLinkRemove = z.input<typeof parentLinkRemoveSchema>;

const linkedPersonSchema = z.object({
  subscriberID: z.string(),
  full_name: z.string(),
  user_name: z.string(),
});

/** How many links to review one answer lists (they are the ones made before requests were refused). */
export const PARENT_LINK_REVIEW_LIMIT = 100;

/**
 * `GET subscribers/parent-links`: parent links a connection request made (before such requests
 * were refused), for staff to keep (by adding the link themselves) or remove on the child's record.
 * Those with a child under the age of consent come first.
 */
export const parentLinkReviewResponseSchema = ok({
  items: z.array(
    z.object({
      parent: linkedPersonSchema,
      child: linkedPersonSchema.extend({ minor: z.boolean() }),
      /** ISO 8601: when the link was accepted. */
      since: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type ParentLinkReview = z.infer<typeof parentLinkReviewResponseSchema>;
