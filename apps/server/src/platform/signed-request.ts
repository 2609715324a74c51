import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from '@fieldhouse/contract';
import { AppError } from './errors.ts';

/*
 * A request a machine sends us (a payment provider's event; later an SMS provider's status), signed
 * as Stripe signs its webhooks: `Fieldhouse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, several `v1` while a secret changes. The check runs on the raw bytes, before
 * anything parses them; an endpoint whose contract body is `'signed'` gets those bytes as its body
 * (platform/endpoints.ts) and no anti-forgery check (platform/xsrf.ts): no cookie is involved.
 */

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const SECONDS = /^\d{1,12}$/;

const digest = (secret: string, t: string, body: Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest();

/** The header a sender puts on `body`: for tests, and the README's example. */
export function signatureHeader(
  body: string | Buffer,
  secret: string,
  t = Math.floor(Date.now() / 1000),
): string {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  return `t=${t},v1=${digest(secret, String(t), raw).toString('hex')}`;
}

const invalid = () =>
  new AppError(400, 'SIGNATURE_INVALID', 'The request is not signed with the shared secret.');

/** Its time and its `v1` signatures, or null when the header is not of that form. */
function parseHeader(header: string): { t: string; signatures: Buffer[] } | null {
  let t: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && SECONDS.test(value)) t = value;
    // Other schemes (`v0`, a future `v2`) are skipped, as Stripe's libraries do.
    if (key === 'v1' && HEX_SHA256.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return t === undefined || signatures.length === 0 ? null : { t, signatures };
}

/**
 * Throws 400 `SIGNATURE_INVALID` unless one `v1` is the HMAC of the raw body under `secret`
 * (compared in constant time), and 400 `SIGNATURE_EXPIRED` when its time is more than
 * SIGNATURE_TOLERANCE_SECONDS from ours (a replay of an old request). No secret refuses all.
 */
export function checkSignature(
  header: string | undefined,
  body: Buffer,
  secret: string | undefined,
  nowMs = Date.now(),
): void {
  const parsed = header === undefined ? null : parseHeader(header);
  if (!parsed || !secret) throw invalid();
  const expected = digest(secret, parsed.t, body);
  // Every candidate is compared, so the time taken does not say which one (or whether one) matched.
  const matched = parsed.signatures.map((s) => timingSafeEqual(s, expected)).includes(true);
  if (!matched) throw invalid();
  if (Math.abs(nowMs / 1000 - Number(parsed.t)) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new AppError(400, 'SIGNATURE_EXPIRED', 'The request was signed too long ago.');
  }
}

/** The raw body of a `'signed'` endpoint's request, once its signature is checked. */
export function signedBody(request: FastifyRequest, secret: string | undefined): Buffer {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
  checkSignature(typeof header === 'string' ? header : undefined, body, secret);
  return body;
}
