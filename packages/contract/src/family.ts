import { z } from 'zod';
import { ok } from './common.ts';
import { connectionLists } from './connections.ts';
import { profileSchema } from './profile.ts';

// Its own file: the sign-in chunk reads a constant of connections.ts, and were these schemas there,
// their profile schema would keep zod in that chunk (24 KiB gzip over its budget).

/** `GET family/children/{childId}`: a parent's read-only view of their child — profile, connections, requests. */
export const childParamsSchema = z.strictObject({ childId: z.string().min(1).max(64) });
export const childRecordResponseSchema = ok({ ...connectionLists(), profile: profileSchema });
export type ChildRecordResponse = z.infer<typeof childRecordResponseSchema>;
