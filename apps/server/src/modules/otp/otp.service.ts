import {
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  UserStatus,
  type OtpPurpose,
  type SendOtpResponse,
  type ValidateOtpResponse,
} from '@fieldhouse/contract';
import { statusAfterPhoneVerified } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { maskPhone } from '../../platform/phone.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { assertAvailable } from '../people/index.ts';
import { codeMatches, issueCode } from './otp-codes.ts';
import * as repo from './otp.repository.ts';
import { organisationSettings } from '../settings/index.ts';

type Target = { isdCode: string; mobile: string; e164: string };

/** The number a purpose's code goes to, or why there is none. */
async function targetOf(deps: Deps, auth: AuthContext, purpose: OtpPurpose) {
  const user = await repo.findOtpUser(deps.db, auth.userId);
  if (purpose === 'verify-phone') {
    if (user.status !== UserStatus.phoneNotVerified) {
      throw new AppError(409, 'ALREADY_VERIFIED', 'Your phone number is already verified.');
    }
    return { user, target: { isdCode: user.isd_code, mobile: user.mobile, e164: user.mobile_e164 } };
  }
  if (user.status === UserStatus.phoneNotVerified) {
    throw new AppError(403, 'PHONE_NOT_VERIFIED', 'Verify your phone number first.');
  }
  if (!user.pending_isd_code || !user.pending_mobile) {
    throw new AppError(409, 'INVALID_STATE', 'There is no new mobile number waiting to be verified.');
  }
  const target: Target = {
    isdCode: user.pending_isd_code,
    mobile: user.pending_mobile,
    e164: `${user.pending_isd_code}${user.pending_mobile}`,
  };
  return { user, target };
}

export async function sendCode(
  deps: Deps,
  auth: AuthContext,
  purpose: OtpPurpose,
  client: Client,
): Promise<Omit<SendOtpResponse, 'status'>> {
  const { target } = await targetOf(deps, auth, purpose);
  await issueCode(deps, { userId: auth.userId, purpose, to: target.e164, ip: client.ip });
  return {
    sentTo: maskPhone(target.isdCode, target.mobile),
    expiresInSeconds: OTP_TTL_SECONDS,
    resendInSeconds: OTP_RESEND_SECONDS,
  };
}

export async function checkCode(
  deps: Deps,
  auth: AuthContext,
  input: { code: string; purpose: OtpPurpose },
  client: Client,
): Promise<Omit<ValidateOtpResponse, 'status'>> {
  const { db } = deps;
  const { user, target } = await targetOf(deps, auth, input.purpose);
  const row = await repo.latestCode(db, auth.userId, input.purpose);
  const now = Date.now();
  if (!row || row.consumed_at !== null || row.expires_at <= now || row.mobile_e164 !== target.e164) {
    throw new AppError(410, 'OTP_EXPIRED', 'This code has expired. Ask for a new one.');
  }
  // Every comparison, right or wrong, spends a try first: at most OTP_MAX_TRIES per code.
  const spent = await repo.spendTry(db, row.id, OTP_MAX_TRIES);
  if (spent === null) throw exhausted();

  if (!codeMatches(row, input.code)) {
    const left = OTP_MAX_TRIES - spent;
    if (left <= 0) throw exhausted();
    throw new AppError(400, 'OTP_INVALID', `That code is not right. ${left} tries left.`, {
      code: { code: 'OTP_CODE_WRONG', message: `Wrong code, ${left} ${left === 1 ? 'try' : 'tries'} left` },
    });
  }

  if (input.purpose === 'change-mobile') {
    await assertAvailable(deps, undefined, target.e164, auth.userId);
  }
  const settings = await organisationSettings(deps);
  const status = await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeCode(trx, row.id, now))) {
      throw new AppError(410, 'OTP_EXPIRED', 'This code was already used. Ask for a new one.');
    }
    let next = user.status;
    if (input.purpose === 'verify-phone') {
      next = statusAfterPhoneVerified(user.date_of_birth, settings);
      await repo.setStatus(trx, auth.userId, next);
    } else {
      await repo.applyPendingMobile(trx, auth.userId, target.isdCode, target.mobile);
    }
    const action = input.purpose === 'verify-phone' ? 'phone-verified' : 'mobile-changed';
    await audit(trx, { userId: auth.userId, action, menuId: client.menuId, ip: client.ip });
    return next;
  });
  return { userStatus: status as ValidateOtpResponse['userStatus'] };
}

const exhausted = () =>
  new AppError(410, 'OTP_TRIES_EXHAUSTED', 'Too many wrong tries for this code. Ask for a new one.');
