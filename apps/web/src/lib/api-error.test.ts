import { describe, expect, it } from 'vitest';
import { ApiError, endsSession, toApiError } from './api-error.ts';
import { ar } from './i18n/ar.ts';
import { fields as arFields } from './i18n/ar/fields.ts';
import { i18n } from './i18n/i18n.ts';

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

  it('keeps the reason a refusal gives, for the page to word it', () => {
    const error = toApiError(409, {
      status: '409',
      code: 'NOT_ELIGIBLE',
      message: 'This event is for another sport.',
      reason: 'WRONG_SPORT',
    });
    expect(error.reason).toBe('WRONG_SPORT');
    expect(toApiError(409, { status: '409', code: 'EVENT_FULL', message: 'Full.' }).reason).toBeUndefined();
    // Not one of the contract's reasons: the page words the message instead.
    const unknown = toApiError(409, {
      status: '409',
      code: 'NOT_ELIGIBLE',
      message: 'No.',
      reason: 'TOO_TALL',
    });
    expect(unknown.reason).toBeUndefined();
    expect(unknown.message).toBe('No.');
  });

  it('falls back to a readable message for a body that is not ours', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toMatch(/HTTP 502/);
  });
});

describe("the message in the reader's language", () => {
  const tooSoon = { status: '429', code: 'OTP_RESEND_TOO_SOON', message: 'Wait 12 seconds.', retryAfter: 12 };

  // The node test runner has no document for changeLanguage's lang attribute: switch i18n alone.
  i18n.addResourceBundle('ar', 'translation', ar);

  it("is the server's own English for an English reader", async () => {
    await i18n.changeLanguage('en');
    expect(toApiError(429, tooSoon).message).toBe('Wait 12 seconds.');
  });

  it('is Arabic by the code, with the wait in Arabic number style, for an Arabic reader', async () => {
    await i18n.changeLanguage('ar');
    try {
      const twelve = new Intl.NumberFormat('ar').format(12);
      expect(toApiError(429, tooSoon).message).toBe(`انتظر ${twelve} ثانية قبل طلب رمز جديد.`);
      expect(toApiError(502, 'Bad gateway').message).toBe('تعذّر على الخادم إتمام الطلب. حاول مجددًا.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("a field error in the reader's language", () => {
  const invalid = {
    status: '400',
    code: 'VALIDATION_FAILED',
    message: 'Some of the information sent is not valid.',
    fields: { mobile: 'Enter the mobile number, 6 to 14 digits', nickname: 'Not expected here' },
    fieldCodes: { mobile: 'MOBILE_INVALID' },
  };

  it("is the server's English for an English reader, with the codes kept", async () => {
    await i18n.changeLanguage('en');
    const error = toApiError(400, invalid);
    expect(error.fields).toEqual(invalid.fields);
    expect(error.fieldCodes).toEqual({ mobile: 'MOBILE_INVALID' });
  });

  it('is Arabic by the code for an Arabic reader; a field without a code keeps its English', async () => {
    await i18n.changeLanguage('ar');
    try {
      expect(toApiError(400, invalid).fields).toEqual({
        mobile: arFields.MOBILE_INVALID,
        nickname: 'Not expected here',
      });
      expect(arFields.MOBILE_INVALID).toBe('أدخل رقم الجوال، من 6 إلى 14 رقمًا');
    } finally {
      await i18n.changeLanguage('en');
    }
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
