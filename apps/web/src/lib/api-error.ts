import {
  isIneligibleReason,
  type ErrorBody,
  type ErrorCode,
  type IneligibleReason,
} from '@fieldhouse/contract';
import { fieldText } from './i18n/field-text.ts';
import { i18n } from './i18n/i18n.ts';

/** NETWORK_ERROR is ours: the request never got an answer from the server. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/**
 * A failed API call, carrying the server's `{ status, code, message, fields?, fieldCodes? }`; the
 * message and each field's text are in the reader's language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** On 429: seconds until trying again makes sense. */
    readonly retryAfter?: number,
    /** Each field's stable code (the contract's field-codes.ts), to tell problems apart. */
    readonly fieldCodes?: Record<string, string>,
    /** Why, where the code has several (NOT_ELIGIBLE), for the page to word in its reader's language. */
    readonly reason?: IneligibleReason,
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
    const { code, message, fields, fieldCodes, retryAfter, reason } = body as Partial<
      Record<keyof ErrorBody, unknown>
    >;
    if (typeof code === 'string' && typeof message === 'string') {
      const codes = isRecord(fieldCodes) ? fieldCodes : undefined;
      const wait = typeof retryAfter === 'number' ? retryAfter : undefined;
      return new ApiError(
        httpStatus,
        code as ErrorCode,
        inReadersLanguage(code, message, wait),
        isRecord(fields) ? fieldsInReadersLanguage(fields, codes) : undefined,
        wait,
        codes,
        // A reason this console does not know (a newer server's) is left out: the message says it.
        isIneligibleReason(reason) ? reason : undefined,
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

const isRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null;

/** The server's English for each field, in the reader's language by the field's code. */
function fieldsInReadersLanguage(fields: Record<string, string>, codes: Record<string, string> | undefined) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, english]) => [name, fieldText(codes?.[name], String(english))]),
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
