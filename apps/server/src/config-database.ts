import { z } from 'zod';

/*
 * The environment of the database: PostgreSQL's address, the size of each process's pool of
 * connections to it with how long a request waits for one before it is answered 503, and how far
 * a directory page walks an index (either database).
 */

/** A process's PostgreSQL connections: at most `size`; a request waits `waitMs` for one, then 503. */
export type DatabasePool = { size: number; waitMs: number };

export const DEFAULT_POOL: DatabasePool = { size: 10, waitMs: 5_000 };

/** How many rows of its order's index a directory page of many matches reads before it gathers them instead. */
export const DEFAULT_DIRECTORY_WALK = 5_000;

const wholeNumber = (from: number, to: number, what: string, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number of ${what} from ${from} to ${to}`)
    .transform(Number)
    .refine((n) => n >= from && n <= to, `must be a whole number of ${what} from ${from} to ${to}`)
    .default(fallback);

export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded database)')
    .optional(),
  DB_POOL_SIZE: wholeNumber(1, 1_000, 'connections', DEFAULT_POOL.size),
  DB_POOL_WAIT_MS: wholeNumber(100, 600_000, 'milliseconds', DEFAULT_POOL.waitMs),
  DIRECTORY_WALK_ROWS: wholeNumber(10, 100_000, 'rows', DEFAULT_DIRECTORY_WALK),
};

type DatabaseEnv = z.infer<z.ZodObject<typeof databaseEnv>>;

export const databaseConfig = (e: DatabaseEnv) => ({
  databaseUrl: e.DATABASE_URL,
  dbPool: { size: e.DB_POOL_SIZE, waitMs: e.DB_POOL_WAIT_MS } satisfies DatabasePool,
  directoryWalkRows: e.DIRECTORY_WALK_ROWS,
});
