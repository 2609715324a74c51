import type { ErrorBody, ErrorCode } from '@fieldhouse/contract';
import { i18n } from './i18n/i18n.ts';

/** NETWORK_ERROR is ours: the request never got an answer from the server. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** A failed API call, carrying the server's `{ status, code, message, fields? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** On 429: seconds until trying again makes sense. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Codes that mean the stored token no longer works and the user must sign in again. */
export function endsSession(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 401 &&
    (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED')
  );
}

/** Turns an error response into an ApiError, even when a proxy answered with something else. */
export function toApiError(httpStatus: number, body: unknown): ApiError {
  // Checked by hand rather than with errorBodySchema: zod would triple the sign-in page's JS.
  if (typeof body === 'object' && body !== null) {
    const { code, message, fields, retryAfter } = body as Partial<Record<keyof ErrorBody, unknown>>;
    if (typeof code === 'string' && typeof message === 'string') {
      const fieldMap =
        typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined;
      const wait = typeof retryAfter === 'number' ? retryAfter : undefined;
      return new ApiError(
        httpStatus,
        code as ErrorCode,
        inReadersLanguage(code, message, wait),
        fieldMap,
        wait,
      );
    }
  }
  const code: ErrorCode = httpStatus === 404 ? 'NOT_FOUND' : httpStatus === 429 ? 'RATE_LIMITED' : 'INTERNAL';
  return new ApiError(
    httpStatus,
    code,
    inReadersLanguage(
      code,
      `The server could not complete the request (HTTP ${httpStatus}). Please try again.`,
    ),
  );
}

/**
 * The message in the reader's language. The server words its messages in English, as they stand
 * in its logs and API reference, and English readers see them as they come (they name the exact
 * field or wait); another language shows its own text for the code (lib/i18n/ar/errors.ts).
 */
export function inReadersLanguage(code: string, message: string, retryAfter?: number): string {
  const seconds = retryAfter ?? 0;
  // English has no `errors` texts, so there the server's message is the default that stays.
  return i18n.t(`errors.${code}`, message, { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) });
}
