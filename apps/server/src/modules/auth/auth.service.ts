import {
  REF_MARKER,
  auditTerm,
  UserStatus,
  type LoginRequest,
  type LoginResponse,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import { accountRejected, accountSuspended } from '../../platform/errors.ts';
import { timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import type { Client } from '../../platform/request-context.ts';
import { createSession, type SessionLifetimes } from '../../platform/sessions.repository.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { accountsMeant } from '../people/index.ts';
import * as repo from './auth.repository.ts';
import { attemptFailed, attemptSucceeded, reserveAttempt } from './sign-in-attempts.ts';

/** What a signed-in answer is made of: the body, and the token naming this browser to the account. */
export type SignedIn = { body: Omit<LoginResponse, 'status'>; deviceToken: string };

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signs in by user name or mobile number. The password is checked only when the name means exactly
 * one account; an ambiguous name fails, and its failure counts against every account it could have
 * meant. `deviceToken` is this browser's cookie, if it has one.
 */
export async function login(
  db: Db,
  input: LoginRequest,
  client: Client,
  lifetimes: SessionLifetimes,
  deviceToken: string | undefined,
): Promise<SignedIn> {
  const now = Date.now();
  const meant = await accountsMeant(db, input.username);
  const user = meant.length === 1 ? meant[0] : undefined;
  const knownToken = deviceToken && DEVICE_TOKEN.test(deviceToken) ? deviceToken : undefined;
  const device = user && knownToken ? await repo.findDevice(db, hashToken(knownToken), user.id) : undefined;

  const reservation = await reserveAttempt(db, client.ip, meant, device?.id, now);
  const passwordRight = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPassword(await timingDummyHash(), input.password).then(() => false);
  if (!user || !passwordRight) {
    // The account it was tried on, when the name meant exactly one; never the password typed.
    await audit(db, {
      userId: user?.id ?? null,
      action: 'login-failed',
      menuId: client.menuId,
      ip: client.ip,
      facts: {
        reason: auditTerm(
          'reason',
          user ? 'wrong-password' : meant.length > 1 ? 'ambiguous-name' : 'unknown-name',
        ),
      },
    });
    return attemptFailed(db, reservation, now);
  }

  if (user.status === UserStatus.suspended || user.status === UserStatus.rejected) {
    await attemptSucceeded(db, reservation);
    await audit(db, {
      userId: user.id,
      action: 'login-refused',
      menuId: client.menuId,
      ip: client.ip,
      facts: { reason: auditTerm('reason', user.status === UserStatus.suspended ? 'suspended' : 'rejected') },
    });
    throw user.status === UserStatus.suspended
      ? accountSuspended(user.status_reason)
      : accountRejected(user.status_reason);
  }

  // Always a new value: a cookie planted in the browser before sign-in is never adopted, and one
  // that leaked stops working at the owner's next sign-in.
  const signedInToken = newToken();
  const token = await db.transaction().execute(async (trx) => {
    await attemptSucceeded(trx, reservation);
    const device = { oldHash: knownToken && hashToken(knownToken), newHash: hashToken(signedInToken) };
    await repo.rememberDevice(trx, device, user.id, now);
    const created = await createSession(trx, user.id, lifetimes, client);
    await audit(trx, { userId: user.id, action: 'login', menuId: client.menuId, ip: client.ip });
    return created;
  });

  return {
    deviceToken: signedInToken,
    body: {
      fullName: user.full_name,
      isdCode: user.isd_code,
      token,
      role: user.role_name,
      subscriberID: user.public_id,
      subscriberSeqID: user.id,
      userName: user.user_name,
      userStatus: user.status as LoginResponse['userStatus'],
      ref: REF_MARKER,
      profileImg: user.profile_image ?? '',
      ...(user.must_change_password === 1 && { mustChangePassword: true as const }),
    },
  };
}
