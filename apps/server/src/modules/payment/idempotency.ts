import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import type { Deps } from '../../platform/request-context.ts';
import * as money from './money.repository.ts';

/*
 * A money write run once per Idempotency-Key. The key's row is claimed first, in the write's own
 * transaction (primary key: caller and key), and the first answer is kept in it before commit:
 * - the same key with the same call (endpoint and body) answers the kept answer, moving nothing;
 * - the same key with another call is 409 IDEMPOTENCY_KEY_REUSED;
 * - calls with one key at once: the later ones wait on the key's row until the first commits, then
 *   read its answer; if the first failed (rolled back), the next runs as the first.
 * Without the header the write simply runs, where the key is optional (issuing an invoice); taking
 * a payment and giving a refund require one (`requiredKey`).
 */

/** The header's key, or undefined; a key that is empty or too long is refused. */
export function idempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX || /[^\x21-\x7e]/.test(key)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 1 to 200 visible characters.',
      {
        'Idempotency-Key': 'NOT_VALID',
      },
    );
  }
  return key;
}

/** The header's key on a write that must carry one: 400 IDEMPOTENCY_KEY_REQUIRED without it. */
export function requiredKey(value: string | string[] | undefined): string {
  const key = idempotencyKey(value);
  if (key === undefined) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header with a payment or a refund, so that a retry cannot move money twice.',
    );
  }
  return key;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export type Once = { actorId: number; key: string | undefined; endpoint: string; body: unknown };

/** Runs `write` in a transaction once per key; answers what the first run answered. */
export function once<T>(deps: Deps, call: Once, write: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  const { key } = call;
  if (key === undefined) return deps.db.transaction().execute(write);
  const row = {
    actor_id: call.actorId,
    key,
    endpoint: call.endpoint,
    body_hash: hashOf(call.body),
    created_at: Date.now(),
  };
  return deps.db.transaction().execute(async (trx) => {
    if (!(await money.claimKey(trx, row))) {
      const first = await money.findKey(trx, call.actorId, key);
      if (!first || first.endpoint !== row.endpoint || first.body_hash !== row.body_hash) {
        throw new AppError(
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another request: use a new key for a new request.',
        );
      }
      return JSON.parse(first.response) as T;
    }
    const answer = await write(trx);
    await money.keepResponse(trx, call.actorId, key, JSON.stringify(answer));
    return answer;
  });
}
