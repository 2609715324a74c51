import { z } from 'zod';

/** Body of the calls that carry a single dummy `data` field and nothing else. */
export const dataRequestSchema = z.strictObject({ data: z.string().max(200).optional() });

export const okStatus = z.literal('200');

/** Row ids are 32-bit integers on PostgreSQL (`serial`); a larger id must be refused, not sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** `?page=&pageSize=` of a server-paged list (query strings arrive as text). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The paging fields every paged answer carries beside its `items`. */
export const pageInfoSchema = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
