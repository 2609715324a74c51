import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, signatureHeader } from './signed-request.ts';
import { AppError } from './errors.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const body = Buffer.from('{"id":"evt_1","type":"payment.succeeded"}');
const now = 1_800_000_000;

/** The error code `check` throws, or null when it passes. */
function codeOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

const check = (header: string | undefined, raw = body, secret: string | undefined = SECRET) =>
  codeOf(() => checkSignature(header, raw, secret, now * 1000));

describe('signed requests (Fieldhouse-Signature)', () => {
  it('takes the HMAC-SHA256 of "<t>.<raw body>" in hex, as Stripe signs', () => {
    const v1 = createHmac('sha256', SECRET).update(`${now}.${body.toString()}`).digest('hex');
    expect(signatureHeader(body, SECRET, now)).toBe(`t=${now},v1=${v1}`);
    expect(check(`t=${now},v1=${v1}`)).toBeNull();
  });

  it('accepts any one of several v1 signatures (a secret being changed), and skips other schemes', () => {
    const good = signatureHeader(body, SECRET, now).split(',v1=')[1];
    const old = signatureHeader(body, 'whsec_the_old_secret_000', now).split(',v1=')[1];
    expect(check(`t=${now},v1=${old},v1=${good}`)).toBeNull();
    expect(check(`t=${now},v0=abc,v1=${good}`)).toBeNull();
  });

  it('refuses a missing, malformed or wrong signature, another secret, or no secret configured', () => {
    const good = signatureHeader(body, SECRET, now);
    expect(check(undefined)).toBe('SIGNATURE_INVALID');
    expect(check('')).toBe('SIGNATURE_INVALID');
    expect(check(`t=${now}`)).toBe('SIGNATURE_INVALID');
    expect(check(`v1=${good.split(',v1=')[1]}`)).toBe('SIGNATURE_INVALID');
    expect(check(`t=${now},v1=zz`)).toBe('SIGNATURE_INVALID');
    expect(check(signatureHeader(body, 'whsec_someone_else_000', now))).toBe('SIGNATURE_INVALID');
    expect(check(good, Buffer.from(`${body.toString()} `))).toBe('SIGNATURE_INVALID');
    expect(codeOf(() => checkSignature(good, body, undefined, now * 1000))).toBe('SIGNATURE_INVALID');
  });

  it('refuses a good signature made more than 300 seconds from now, either way', () => {
    expect(check(signatureHeader(body, SECRET, now - 300))).toBeNull();
    expect(check(signatureHeader(body, SECRET, now - 301))).toBe('SIGNATURE_EXPIRED');
    expect(check(signatureHeader(body, SECRET, now + 301))).toBe('SIGNATURE_EXPIRED');
  });

  it('checks the bytes as sent: the same JSON spaced otherwise is another body', () => {
    const header = signatureHeader('{"a": 1}', SECRET, now);
    expect(check(header, Buffer.from('{"a": 1}'))).toBeNull();
    expect(check(header, Buffer.from('{"a":1}'))).toBe('SIGNATURE_INVALID');
  });
});
