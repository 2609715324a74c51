import { z } from 'zod';

/** Stable machine words for every error the API returns. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_REJECTED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'XSRF_FAILED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every failed call answers with this body and a matching 4xx/5xx status. */
export const errorBodySchema = z.object({
  status: z.string(),
  code: ErrorCode,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
