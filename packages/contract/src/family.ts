import { z } from 'zod';
import { ok } from './common.ts';
import { connectionLists, relationKindSchema } from './connections.ts';
import { profileSchema } from './profile.ts';

// Its own file: the sign-in chunk reads a constant of connections.ts, and were these schemas there,
// their profile schema would keep zod in that chunk (24 KiB gzip over its budget).

/**
 * `GET family/children/{childId}`: a parent's view of their child — profile, connections, requests,
 * and the requests to or from the child that wait for a parent's decision (`awaitingParent`:
 * `incoming` someone asks the child, `outgoing` the child asks someone).
 */
export const childParamsSchema = z.strictObject({ childId: z.string().min(1).max(64) });
export const childRecordResponseSchema = ok({
  ...connectionLists(),
  profile: profileSchema,
  awaitingParent: z.array(
    z.object({
      subscriberID: z.string(),
      full_name: z.string(),
      user_name: z.string(),
      profile_image: z.string(),
      kind: relationKindSchema,
      direction: z.enum(['incoming', 'outgoing']),
      /** ISO 8601, UTC. */
      requestedAt: z.string(),
    }),
  ),
});
export type ChildRecordResponse = z.infer<typeof childRecordResponseSchema>;
export type AwaitingParent = ChildRecordResponse['awaitingParent'][number];

const otherPerson = { subscriberID: z.string().min(1).max(64), kind: relationKindSchema };

/** `POST family/children/{childId}/requests/decide`: a parent approves or declines their child's side of a request. */
export const childRequestDecisionSchema = z.strictObject({ ...otherPerson, approve: z.boolean() });
export type ChildRequestDecision = z.infer<typeof childRequestDecisionSchema>;

/** `POST family/children/{childId}/connections/remove`: a parent ends one of their child's connections. */
export const childConnectionRemoveSchema = z.strictObject(otherPerson);
export type ChildConnectionRemove = z.infer<typeof childConnectionRemoveSchema>;
