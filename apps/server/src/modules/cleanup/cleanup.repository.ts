import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';

/** Sessions that ended (signed out, or past their idle or absolute lifetime) before `endedBefore`. */
export async function deleteEndedSessions(db: DbOrTrx, endedBefore: number, idleMs: number) {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked_at', '<', endedBefore),
        eb('expires_at', '<', endedBefore),
        eb('last_used_at', '<', endedBefore - idleMs),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Phone codes used or expired, asked for before `askedBefore`. */
export async function deleteSpentCodes(db: DbOrTrx, now: number, askedBefore: number) {
  const result = await db
    .deleteFrom('otp_codes')
    .where('created_at', '<', askedBefore)
    .where((eb) => eb.or([eb('consumed_at', 'is not', null), eb('expires_at', '<', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Attempts counted before `before`, and then the keys no attempt is counted on any more. */
export async function deleteLimitHits(db: DbOrTrx, before: number) {
  const result = await db.deleteFrom('rate_limit_hits').where('at', '<', before).executeTakeFirst();
  await db
    .deleteFrom('rate_limit_keys')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rate_limit_hits as h')
            .select('h.id')
            .whereRef('h.limit_name', '=', 'rate_limit_keys.limit_name')
            .whereRef('h.key', '=', 'rate_limit_keys.key'),
        ),
      ),
    )
    .execute();
  return Number(result.numDeletedRows);
}

/** Accounts that registered before `before` and never verified their phone (status 2). */
export async function deleteUnverifiedAccounts(db: DbOrTrx, before: number) {
  const result = await db
    .deleteFrom('users')
    .where('status', '=', UserStatus.phoneNotVerified)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAuditEntries(db: DbOrTrx, before: number) {
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteFinishedJobs(db: DbOrTrx, before: number) {
  const result = await db.deleteFrom('jobs').where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The Idempotency-Keys of money writes (with their kept answers) made before `before`. */
export async function deleteIdempotencyKeys(db: DbOrTrx, before: number) {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
