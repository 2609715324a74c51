import { LOCKOUT_MINUTES } from '@fieldhouse/contract';
import type { Db, DbOrTrx } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS, forgetUpTo, hit, release, used, type Limit } from '../../platform/rate-limits.ts';
import type { AccountMeant } from '../people/index.ts';
import * as repo from './auth.repository.ts';

const LOCK_MS = LOCKOUT_MINUTES * 60_000;

type Charge = { limit: Limit; key: string; hitId: number; userId?: number };

/** The attempts one sign-in holds against its limits while its password is checked. */
export type Reservation = { address: Charge; accounts: Charge[] };

/**
 * Reserves one attempt against the client's address and, before any password is looked at,
 * against every account the name could mean — or, from a browser that signed in to the account
 * before, against that browser only, so a stranger's failures cannot lock the owner out. The
 * reservations are taken one key at a time under the key's lock (platform/rate-limits.ts), so no
 * more attempts than a limit allows are ever evaluated, however many arrive at once. A refused
 * attempt reserves nothing.
 */
export function reserveAttempt(
  db: Db,
  ip: string,
  meant: AccountMeant[],
  deviceId: number | undefined,
  now: number,
): Promise<Reservation> {
  return db.transaction().execute(async (trx) => {
    const address = await charge(trx, LIMITS.signInPerAddress, ip);
    if (!address.allowed) throw tooManyFromAddress(address.retryAfterSeconds);
    const accounts: Charge[] = [];
    if (deviceId !== undefined) {
      const device = await charge(trx, LIMITS.signInPerDevice, String(deviceId));
      if (!device.allowed) throw lockedError(minutes(device.retryAfterSeconds));
      accounts.push(device.charge);
    } else {
      for (const user of meant) {
        if ((user.locked_until ?? 0) > now) throw lockedError(minutes((user.locked_until! - now) / 1000));
        const account = await charge(trx, LIMITS.signInPerAccount, String(user.id), user.id);
        if (!account.allowed) throw lockedError(minutes(account.retryAfterSeconds));
        accounts.push(account.charge);
      }
    }
    return { address: address.charge, accounts };
  });
}

/**
 * The password was wrong: the reserved attempts stay, as failures. An account (or a browser) whose
 * failures now fill its limit is locked for LOCKOUT_MINUTES and the caller is told so.
 */
export async function attemptFailed(db: Db, reservation: Reservation, now: number): Promise<never> {
  let locked = false;
  for (const { limit, key, userId } of reservation.accounts) {
    if ((await used(db, limit, key)) < limit.max) continue;
    locked = true;
    if (userId !== undefined) await repo.lockUser(db, userId, now + LOCK_MS);
  }
  if (locked) throw lockedError(LOCKOUT_MINUTES);
  throw new AppError(401, 'INVALID_CREDENTIALS', 'The user name or password is incorrect.');
}

/**
 * The password was right: this attempt and the failures before it on the account (or browser) no
 * longer count. Attempts reserved after it still do, and a lock they set stays.
 */
export async function attemptSucceeded(db: DbOrTrx, reservation: Reservation) {
  await release(db, [reservation.address.hitId]);
  for (const { limit, key, hitId } of reservation.accounts) await forgetUpTo(db, limit, key, hitId);
}

async function charge(db: DbOrTrx, limit: Limit, key: string, userId?: number) {
  const result = await hit(db, limit, key);
  return result.allowed
    ? { allowed: true as const, charge: { limit, key, hitId: result.hitId, userId } }
    : result;
}

function tooManyFromAddress(retryAfterSeconds: number) {
  const wait = minutes(retryAfterSeconds);
  return new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-ins from your network. Please wait ${plural(wait, 'minute')} and try again.`,
    undefined,
    { 'retry-after': String(wait * 60) },
  );
}

function lockedError(wait: number) {
  return new AppError(
    423,
    'ACCOUNT_LOCKED',
    `This account is locked after too many failed sign-ins. Try again in ${plural(wait, 'minute')}.`,
  );
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
