import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { faker } from '@faker-js/faker';
import { UNVERIFIED_ACCOUNT_HOURS, UserStatus } from '@fieldhouse/contract';
import { isPostgres, type Db } from '../connect.ts';
import type { NewUser } from '../database.ts';
import { COUNTRIES } from './lookups.ts';

const DAY_MS = 86_400_000;
// 1,000 rows × 20 columns stays under both databases' bound-parameter limits.
const BATCH = 1_000;
// A commit holds SQLite's one write lock for a few seconds at most, even on a busy machine: inside
// a running server's busy timeout (SQLITE_BUSY_TIMEOUT_MS), so seeding beside it only makes its
// writes wait.
const BATCHES_PER_COMMIT = 25;
// Between commits the lock is let go long enough for a waiting server to take its turn: SQLite's
// busy handler sleeps up to 100 ms between tries, and without a gap the next commit always wins.
const SERVER_TURN_MS = 120;

const STATUS_WEIGHTS: [number, number][] = [
  [UserStatus.active, 70],
  [UserStatus.phoneNotVerified, 8],
  [UserStatus.awaitingReview, 10],
  [UserStatus.suspended, 3],
  [UserStatus.rejected, 2],
  [UserStatus.awaitingParent, 7],
];

export type GenerateOptions = {
  count: number;
  passwordHash: string;
  roleId: number;
  sportIds: number[];
  now?: number;
  seed?: number;
  onProgress?: (done: number) => void;
};

/**
 * Adds `count` realistic subscribers in batches. Names come from small pools drawn once from faker
 * and combined by a seeded generator, so a million rows take seconds, not minutes.
 */
export async function generateSubscribers(db: Db, options: GenerateOptions): Promise<number> {
  const now = options.now ?? Date.now();
  const random = mulberry32(options.seed ?? now);
  faker.seed(options.seed ?? 42);
  const firstNames = Array.from({ length: 400 }, () => faker.person.firstName());
  const lastNames = Array.from({ length: 400 }, () => faker.person.lastName());
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const { maxId } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max<number>('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const base = Number(maxId ?? 0) + 1;

  const makeBatch = (done: number): NewUser[] => {
    const rows: NewUser[] = [];
    for (let i = done; i < Math.min(done + BATCH, options.count); i++) {
      const seq = base + i;
      const first = pick(firstNames);
      const last = pick(lastNames);
      const country = pick(COUNTRIES);
      const national = `7${String(seq).padStart(9, '0')}`;
      const status = weighted(random(), STATUS_WEIGHTS);
      // Over two years, sign-ups growing steadily towards today (density falls linearly with age).
      // An account still verifying its phone is younger than the clean-up's limit, which removes
      // older ones (modules/cleanup), so the clean-up never takes generated people away.
      const createdAt =
        status === UserStatus.phoneNotVerified
          ? now - Math.floor(random() * (UNVERIFIED_ACCOUNT_HOURS - 1) * 3_600_000)
          : now - Math.floor((1 - Math.sqrt(random())) * 730 * DAY_MS);
      const age = 6 + Math.floor(random() * 40);
      const birth = new Date(now - age * 365.25 * DAY_MS - Math.floor(random() * 365) * DAY_MS);
      rows.push({
        public_id: randomUUID(),
        user_name: `${first}.${last}.${seq}`.toLowerCase().replace(/[^a-z0-9.]/g, ''),
        full_name: `${first} ${last}`,
        isd_code: country.isd_code,
        mobile: national,
        mobile_e164: `${country.isd_code}${national}`,
        email:
          random() < 0.7
            ? `${first}.${last}${seq}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '')
            : null,
        date_of_birth: birth.toISOString().slice(0, 10),
        gender: random() < 0.5 ? 'female' : 'male',
        sport_id: pick(options.sportIds),
        password_hash: options.passwordHash,
        // Made up: the start check tries the demo password on every such account.
        demo: 1,
        role_id: options.roleId,
        status,
        status_reason: null,
        profile_image: null,
        locked_until: null,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    return rows;
  };

  // Many batches per transaction: one commit (and one fsync) per 25,000 rows, not per 1,000.
  const sqlite = !isPostgres(db);
  for (let done = 0; done < options.count; done += BATCH * BATCHES_PER_COMMIT) {
    const end = Math.min(done + BATCH * BATCHES_PER_COMMIT, options.count);
    await db.transaction().execute(async (trx) => {
      for (let at = done; at < end; at += BATCH) {
        await trx.insertInto('users').values(makeBatch(at)).execute();
      }
    });
    options.onProgress?.(end);
    if (sqlite && end < options.count) await setTimeout(SERVER_TURN_MS);
  }
  return options.count;
}

function weighted(r: number, weights: [number, number][]): number {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let x = r * total;
  for (const [value, w] of weights) {
    if ((x -= w) < 0) return value;
  }
  return weights[0]?.[0] ?? 1;
}

/** A small, fast, seedable generator: Math.random can't be seeded and crypto is slower than needed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
