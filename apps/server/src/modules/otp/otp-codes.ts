import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TEXTS,
  OTP_TTL_SECONDS,
  textFor,
  type OtpPurpose,
} from '@fieldhouse/contract';
import { retryLater } from '../../platform/errors.ts';
import { hit, LIMITS, otpSendsPerAddress } from '../../platform/rate-limits.ts';
import type { Deps } from '../../platform/request-context.ts';
import { languageOf } from '../preferences/index.ts';
import * as repo from './otp.repository.ts';

const hashCode = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest('hex');

export function codeMatches(row: { salt: string; code_hash: string }, code: string): boolean {
  const a = Buffer.from(hashCode(row.salt, code), 'hex');
  const b = Buffer.from(row.code_hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sends a new code for `purpose` to `to`, within the limits: a resend waits 30 s, a number gets at
 * most 5 an hour, an address asks for at most
 * `config.otpSendsPerAddressPerHour` (20 unless set). A replaced code that was still usable
 * hands its spent tries on, so asking again never buys more guesses.
 */
export async function issueCode(
  deps: Deps,
  req: { userId: number; purpose: OtpPurpose; to: string; ip: string },
): Promise<void> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const sendLimits = [
    [LIMITS.otpSendsPerNumber, req.to],
    [otpSendsPerAddress(deps.config.otpSendsPerAddressPerHour), req.ip],
  ] as const;
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, req.userId);
    const now = Date.now();
    const latest = await repo.latestCode(trx, req.userId, req.purpose);
    const sinceLast = latest ? now - latest.created_at : Infinity;
    if (sinceLast < OTP_RESEND_SECONDS * 1000) {
      const wait = Math.ceil((OTP_RESEND_SECONDS * 1000 - sinceLast) / 1000);
      throw retryLater('OTP_RESEND_TOO_SOON', `Wait ${wait} seconds before asking for a new code.`, wait);
    }
    // Counted in this transaction: a refusal further on takes the attempt back with it.
    for (const [limit, key] of sendLimits) {
      const spent = await hit(trx, limit, key);
      if (!spent.allowed) {
        const wait = Math.ceil(spent.retryAfterSeconds);
        const minutes = Math.max(1, Math.ceil(wait / 60));
        throw retryLater(
          'OTP_SEND_LIMIT',
          `Too many codes were sent. Try again in ${minutes} minutes.`,
          wait,
        );
      }
    }
    const live =
      latest &&
      latest.consumed_at === null &&
      latest.expires_at > now &&
      latest.attempts < OTP_MAX_TRIES &&
      latest.mobile_e164 === req.to;
    const salt = randomBytes(16).toString('hex');
    await repo.insertCode(trx, {
      userId: req.userId,
      purpose: req.purpose,
      mobileE164: req.to,
      salt,
      codeHash: hashCode(salt, code),
      attempts: live ? latest.attempts : 0,
      ip: req.ip,
      now,
      ttlMs: OTP_TTL_SECONDS * 1000,
    });
  });

  const text = textFor(await languageOf(deps, req.userId), OTP_TEXTS, {
    code,
    minutes: OTP_TTL_SECONDS / 60,
  });
  // Queued, not sent: a provider's slowness or failure shows in the SMS log, not in this answer.
  await deps.sms.send({ to: req.to, text, kind: 'otp', userId: req.userId }, { startedBy: req.userId });
}
