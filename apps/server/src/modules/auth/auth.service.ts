import {
  ADDRESS_MAX_FAILURES,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_MINUTES,
  LOCKOUT_WINDOW_MINUTES,
  REF_MARKER,
  UserStatus,
  type LoginRequest,
  type LoginResponse,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../platform/audit.ts';
import { AppError, accountRejected, accountSuspended } from '../../platform/errors.ts';
import { timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import type { Client } from '../../platform/request-context.ts';
import { createSession, type SessionLifetimes } from '../../platform/sessions.ts';
import * as repo from './auth.repository.ts';

const WINDOW_MS = LOCKOUT_WINDOW_MINUTES * 60_000;
const LOCK_MS = LOCKOUT_MINUTES * 60_000;

export async function login(
  db: Db,
  input: LoginRequest,
  client: Client,
  lifetimes: SessionLifetimes,
): Promise<Omit<LoginResponse, 'status'>> {
  const now = Date.now();
  const address = await repo.countAddressFailures(db, client.ip, now - WINDOW_MS);
  if (address.count >= ADDRESS_MAX_FAILURES) {
    const wait = minutesLeft((address.oldest ?? now) + WINDOW_MS, now);
    throw new AppError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-ins from your network. Please wait ${plural(wait, 'minute')} and try again.`,
      undefined,
      { 'retry-after': String(wait * 60) },
    );
  }

  const candidates = await repo.findLoginCandidates(db, input.username);
  const user = await firstMatching(candidates, input.password);
  const named = candidates.length === 1 ? candidates[0] : undefined;

  const lockedUntil = (user ?? named)?.locked_until ?? 0;
  if (lockedUntil > now) throw lockedError(minutesLeft(lockedUntil, now));

  if (!user) {
    await repo.recordFailure(db, named?.id ?? null, client.ip, now);
    if (named && (await repo.countUserFailures(db, named.id, now - WINDOW_MS)) >= LOCKOUT_MAX_FAILURES) {
      await repo.lockUser(db, named.id, now + LOCK_MS);
      throw lockedError(LOCKOUT_MINUTES);
    }
    throw new AppError(401, 'INVALID_CREDENTIALS', 'The user name or password is incorrect.');
  }

  if (user.status === UserStatus.suspended) throw accountSuspended(user.status_reason);
  if (user.status === UserStatus.rejected) throw accountRejected(user.status_reason);

  const token = await db.transaction().execute(async (trx) => {
    await repo.clearFailures(trx, user.id);
    const created = await createSession(trx, user.id, lifetimes, client);
    await audit(trx, { userId: user.id, action: 'login', menuId: client.menuId, ip: client.ip });
    return created;
  });

  return {
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
  };
}

async function firstMatching(candidates: repo.LoginCandidate[], password: string) {
  if (candidates.length === 0) {
    await verifyPassword(await timingDummyHash(), password);
    return undefined;
  }
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.password_hash, password)) return candidate;
  }
  return undefined;
}

function lockedError(minutes: number) {
  return new AppError(
    423,
    'ACCOUNT_LOCKED',
    `This account is locked after too many failed sign-ins. Try again in ${plural(minutes, 'minute')}.`,
  );
}

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
