import { describe, expect, it } from 'vitest';
import { ApiError, endsSession, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('keeps the server code, message and field errors', () => {
    const error = toApiError(400, {
      status: '400',
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields.',
      fields: { username: 'Enter your user name' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Check the highlighted fields.');
    expect(error.fields).toEqual({ username: 'Enter your user name' });
  });

  it('falls back to a readable message for a body that is not ours', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toMatch(/HTTP 502/);
  });
});

describe('endsSession', () => {
  it('is true only for 401 UNAUTHENTICATED or SESSION_EXPIRED', () => {
    expect(endsSession(new ApiError(401, 'SESSION_EXPIRED', 'x'))).toBe(true);
    expect(endsSession(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(true);
    expect(endsSession(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe(false);
    expect(endsSession(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(endsSession(new Error('x'))).toBe(false);
  });
});
