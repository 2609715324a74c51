import { z } from 'zod';
import { ok } from './common.ts';
import type { FieldCode } from './field-codes.ts';
import { userNameSchema } from './fields.ts';

export const relationKindSchema = z.enum(['friend', 'teammate', 'parent']);
export type RelationKind = z.infer<typeof relationKindSchema>;

/**
 * How a connection came to be. A parent or guardian link gives the parent the family's access
 * (the child's profile, registering them for events) only when the child's registration approval
 * (`approval`) or staff on the child's record (`staff`) made it; one a connection request made
 * before that was refused (`request`) is a plain connection, listed for staff to review.
 */
export const relationOriginSchema = z.enum(['approval', 'staff', 'request']);
export type RelationOrigin = z.infer<typeof relationOriginSchema>;

/** Whether a connection of this kind and origin is a parent link with the family's access. */
export const isFamilyLink = (c: { kind: RelationKind; origin: RelationOrigin }) =>
  c.kind === 'parent' && c.origin !== 'request';

const subscriberId = z.string().min(1).max(64);

/**
 * Requests to connect (asked, or looked for by a user name that matched nobody) one user may make
 * per rolling hour: enough for anyone joining a team, too few to walk the list of user names.
 */
export const CONNECTION_ASKS_PER_HOUR = 30;

/**
 * `POST connections/request`: ask another subscriber; they get a notification from you. Nobody
 * knows another's id, so people name whom they ask by exact user name (any case); the id form is
 * for screens that already show the person.
 */
export const connectionRequestSchema = z
  .strictObject({
    subscriberID: subscriberId.optional(),
    userName: userNameSchema.optional(),
    kind: relationKindSchema,
  })
  .refine((body) => (body.subscriberID === undefined) !== (body.userName === undefined), {
    message: 'PERSON_NOT_NAMED' satisfies FieldCode,
    path: ['userName'],
  });
export type ConnectionRequest = z.input<typeof connectionRequestSchema>;

/** `POST connections/respond`: answer the pending request from `fromId` (the notification's from_id). */
export const connectionRespondSchema = z.strictObject({ fromId: subscriberId, accept: z.boolean() });

/** `POST connections/remove`: end a connection of this kind with that person (either direction). */
export const connectionRemoveSchema = z.strictObject({
  subscriberID: subscriberId,
  kind: relationKindSchema,
});

/** `POST connections/pending-from`: who asks, for the page `/auth/relation/{from_id}`. */
export const pendingFromRequestSchema = z.strictObject({ fromId: subscriberId });

const personSchema = z.object({
  subscriberID: z.string(),
  full_name: z.string(),
  user_name: z.string(),
  profile_image: z.string(),
});

/** The least that says who someone is: what a person you asked may be shown as. */
const publicPersonSchema = personSchema.pick({ subscriberID: true, full_name: true, profile_image: true });

export const connectionRequestResponseSchema = ok({ to: publicPersonSchema });
export type ConnectionRequestResponse = z.infer<typeof connectionRequestResponseSchema>;

export const pendingFromResponseSchema = ok({
  from: personSchema,
  kind: relationKindSchema,
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
});
export type PendingFromResponse = z.infer<typeof pendingFromResponseSchema>;

const pendingSchema = personSchema.extend({
  kind: relationKindSchema,
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  /**
   * A request the caller (a minor) made that waits for their parent's approval: nobody else sees
   * it yet ("Waiting for your parent"). Requests to a minor that wait for a parent are not listed
   * for the minor at all.
   */
  waitingForParent: z.boolean(),
});

/**
 * `GET connections`: the caller's accepted connections (`role` is what the other person is to
 * you), and the requests still waiting: `incoming` for you to answer, `outgoing` for them to.
 */
// Built inside a call marked pure, so a console chunk that only needs a constant from this file
// does not keep zod alive for schemas it never reads.
export const connectionLists = /*@__NO_SIDE_EFFECTS__*/ () => ({
  connections: z.array(
    personSchema.extend({
      kind: relationKindSchema,
      role: z.enum(['friend', 'teammate', 'parent', 'child']),
      origin: relationOriginSchema,
      since: z.string(),
    }),
  ),
  incoming: z.array(pendingSchema),
  outgoing: z.array(pendingSchema),
});

export const connectionsResponseSchema = ok(connectionLists());
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;
export type Connection = ConnectionsResponse['connections'][number];
export type PendingConnection = ConnectionsResponse['incoming'][number];
