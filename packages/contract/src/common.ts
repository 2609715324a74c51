import { z } from 'zod';

/** Body of the spec's calls that carry a single dummy `data` field. */
export const dataRequestSchema = z.strictObject({ data: z.string().max(200).optional() });
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const okStatus = z.literal('200');
