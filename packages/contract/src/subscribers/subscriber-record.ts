import { z } from 'zod';
import { chosenIdSchema, ok } from '../common.ts';
import { connectionLists } from '../connections.ts';
import { STAFF_TEXT_MAX, STATUS_REASON_MAX } from '../constants.ts';
import type { FieldCode } from '../field-codes.ts';
import {
  dateOfBirthSchema,
  theirFullNameSchema,
  genderSchema,
  optionalEmailSchema,
  userNameSchema,
} from '../fields.ts';
import { profileSchema } from '../profile.ts';
import { userStatusSchema } from '../status.ts';

// Its own file, like family.ts: the record spreads the connection lists into its answer, and a
// spread keeps its module (and zod) in any chunk that reads the file, the sign-in chunk included.

/** A change of an account's status: who made it (null: the system or someone since removed), when and why. */
export const statusChangeSchema = z.object({
  from: userStatusSchema,
  to: userStatusSchema,
  reason: z.string().nullable(),
  by: z.object({ subscriberID: z.string(), fullName: z.string() }).nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** One session: open ones can be ended; ended ones make the sign-in history. ISO 8601 times. */
export const recordSessionSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  /** When it was ended (signed out, revoked) or will expire; null while open. */
  endedAt: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const recordNotificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  at: z.string(),
  seenAt: z.string().nullable(),
});

export const recordTextSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** One-time codes are masked. */
  text: z.string(),
  to: z.string(),
  deliveryStatus: z.string(),
  at: z.string(),
});

/** How many of each list the record shows, newest first. */
export const RECORD_LIST_SIZE = 20;

/**
 * `GET subscribers/{subscriberID}`: one person's record for staff — profile, status and its
 * history, family and connections, sessions and sign-ins, the latest notifications and texts, and
 * what the caller may do to it.
 */
export const subscriberRecordResponseSchema = ok({
  profile: profileSchema,
  statusReason: z.string().nullable(),
  statusHistory: z.array(statusChangeSchema),
  ...connectionLists(),
  /** A child waiting for a parent's approval (status 7): who was asked, and until when. */
  pendingParent: z
    .object({
      /** The number the child gave, in full. */
      mobile: z.string(),
      /** The parent's account, when the number has one. */
      subscriberID: z.string().nullable(),
      fullName: z.string().nullable(),
      /** ISO 8601, UTC. */
      requestedAt: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Given only to holders of `subscriber.sessions`: where and when the person signed in. */
  openSessions: z.array(recordSessionSchema).optional(),
  signIns: z.array(recordSessionSchema).optional(),
  notifications: z.array(recordNotificationSchema),
  texts: z.array(recordTextSchema),
  /** Where the notifications and texts go on past these first pages (their `cursor`), or null. */
  more: z.object({ notifications: z.string().nullable(), texts: z.string().nullable() }),
  /** `family`: add and remove the person's parent or guardian links (a subscriber, `subscriber.edit`). */
  can: z.object({ edit: z.boolean(), suspend: z.boolean(), text: z.boolean(), family: z.boolean() }),
});
export type SubscriberRecord = z.infer<typeof subscriberRecordResponseSchema>;
export type RecordSession = NonNullable<SubscriberRecord['signIns']>[number];

/** A record's notifications or texts a page at a time: the first, or those after a `cursor` the record or the last page gave. */
export const recordHistoryQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(RECORD_LIST_SIZE),
});
export const recordNotificationsResponseSchema = ok({
  items: z.array(recordNotificationSchema),
  nextCursor: z.string().nullable(),
});
export const recordTextsResponseSchema = ok({
  items: z.array(recordTextSchema),
  nextCursor: z.string().nullable(),
});

/** `POST subscribers/{subscriberID}/status`: suspend (a reason is required and shown to them) or reactivate. */
export const statusChangeRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('suspend'),
    reason: z
      .string()
      .trim()
      .min(3, 'SUSPENSION_REASON_SHORT' satisfies FieldCode)
      .max(STATUS_REASON_MAX, 'TOO_LONG' satisfies FieldCode),
  }),
  z.strictObject({ action: z.literal('reactivate') }),
]);
export type StatusChangeRequest = z.input<typeof statusChangeRequestSchema>;

/** Staff edit a record with the subscriber's own rules; they may also set the date of birth. The number is its owner's to change (a code proves it). */
export const staffEditRequestSchema = z
  .strictObject({
    full_name: theirFullNameSchema,
    user_name: userNameSchema,
    email: optionalEmailSchema,
    date_of_birth: dateOfBirthSchema,
    gender: genderSchema,
    sport_id: chosenIdSchema('SPORT_UNKNOWN'),
  })
  .partial();
export type StaffEditRequest = z.input<typeof staffEditRequestSchema>;

/** `POST subscribers/{subscriberID}/text`: a text from staff to the person's mobile. */
export const staffTextRequestSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'TEXT_EMPTY' satisfies FieldCode)
    .max(STAFF_TEXT_MAX, 'TEXT_TOO_LONG' satisfies FieldCode),
});

export const recordChangedResponseSchema = ok({});
