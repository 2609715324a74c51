import type { ErrorBody, ErrorCode, FieldCode } from '@fieldhouse/contract';

/**
 * What is wrong with one field: its code, whose English text the contract holds, or the code with
 * English of its own when the text carries a value (tries left).
 */
export type FieldProblem = FieldCode | { code: FieldCode; message: string };

/** A failure the caller can understand: it becomes `{ status, code, message, fields?, fieldCodes?, reason? }` with `httpStatus`. */
export class AppError extends Error {
  /** Why, where the code has several reasons (set by the code that throws): the contract's enum. */
  reason?: ErrorBody['reason'];

  constructor(
    readonly httpStatus: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, FieldProblem>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHENTICATED', message);

const withReason = (text: string, reason: string | null) => (reason ? `${text}: ${reason}` : `${text}.`);

/** Suspended (4) and rejected (5) users are told why, at sign-in and on a session still open. */
export const accountSuspended = (reason: string | null) =>
  new AppError(403, 'ACCOUNT_SUSPENDED', withReason('Your account is suspended', reason));

export const accountRejected = (reason: string | null) =>
  new AppError(403, 'ACCOUNT_REJECTED', withReason('Your registration was not approved', reason));

/** 429 with the seconds to wait, in the message, the Retry-After header and the body. */
export const retryLater = (code: ErrorCode, message: string, seconds: number) =>
  new AppError(429, code, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });
