import { z } from 'zod';
import { okStatus } from './common.ts';

export const relationKindSchema = z.enum(['friend', 'teammate', 'parent']);
export type RelationKind = z.infer<typeof relationKindSchema>;

const subscriberId = z.string().min(1).max(64);

/** `POST connections/request`: ask another subscriber; they get a notification from you. */
export const connectionRequestSchema = z.strictObject({
  subscriberID: subscriberId,
  kind: relationKindSchema,
});

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

export const pendingFromResponseSchema = z.object({
  status: okStatus,
  from: personSchema,
  kind: relationKindSchema,
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
});
export type PendingFromResponse = z.infer<typeof pendingFromResponseSchema>;

/** `GET connections`: the caller's accepted connections. `role` is what the other person is to you. */
export const connectionsResponseSchema = z.object({
  status: okStatus,
  connections: z.array(
    personSchema.extend({
      kind: relationKindSchema,
      role: z.enum(['friend', 'teammate', 'parent', 'child']),
      since: z.string(),
    }),
  ),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;
