import { IDEMPOTENCY_KEEP_HOURS, UNVERIFIED_ACCOUNT_HOURS } from '@fieldhouse/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/types.ts';
import { LONGEST_LIMIT_WINDOW_MS } from '../../platform/rate-limits.ts';
import type { SessionLifetimes } from '../../platform/sessions.repository.ts';
import * as repo from './cleanup.repository.ts';

export const CLEANUP_JOB = 'cleanup';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An ended session's row stays this long, so a console coming back soon after is told its
 * session expired rather than that it is unknown.
 */
export const ENDED_SESSION_KEEP_MS = DAY_MS;
/** The phone-code send limits count the codes asked for in the last hour (modules/otp/otp-codes.ts). */
export const SPENT_CODE_KEEP_MS = HOUR_MS;
/** A finished job's row (what its starter can still look up) stays this long. */
export const FINISHED_JOB_KEEP_MS = 7 * DAY_MS;

type Step = (trx: Transaction<Database>, now: number) => Promise<number>;

/**
 * Removes what no rule reads any more. Each step is one item: its deletes and the job's progress
 * commit together, so a restart carries on from the next step.
 */
export function createCleanupJob({
  lifetimes,
  auditRetentionMs,
}: {
  lifetimes: SessionLifetimes;
  /** AUDIT_RETENTION_DAYS */
  auditRetentionMs: number;
}) {
  const steps: [name: string, step: Step][] = [
    ['sessions', (trx, now) => repo.deleteEndedSessions(trx, now - ENDED_SESSION_KEEP_MS, lifetimes.idleMs)],
    ['phone codes', (trx, now) => repo.deleteSpentCodes(trx, now, now - SPENT_CODE_KEEP_MS)],
    // Sign-in failures among them: the lock-outs count attempts on the limit counters.
    ['limit counters', (trx, now) => repo.deleteLimitHits(trx, now - LONGEST_LIMIT_WINDOW_MS)],
    [
      'unverified accounts',
      (trx, now) => repo.deleteUnverifiedAccounts(trx, now - UNVERIFIED_ACCOUNT_HOURS * HOUR_MS),
    ],
    ['finished jobs', (trx, now) => repo.deleteFinishedJobs(trx, now - FINISHED_JOB_KEEP_MS)],
    // A retry of a money write comes within minutes; a day later the same key is a new request.
    [
      'idempotency keys',
      (trx, now) => repo.deleteIdempotencyKeys(trx, now - IDEMPOTENCY_KEEP_HOURS * HOUR_MS),
    ],
    ['audit entries', (trx, now) => repo.deleteAuditEntries(trx, now - auditRetentionMs)],
  ];
  return defineJob({
    kind: CLEANUP_JOB,
    // Its most visible effect is on registrations: the abandoned ones go.
    area: 'review',
    // The system's own (scheduled): the Super Admin's alone to watch.
    managedBy: null,
    retry: { limit: 2, backoffMs: 60_000 },
    maxRunMs: 15 * 60_000,
    schedule: { cron: '0 * * * *', atStart: true },
    async run(ctx) {
      await ctx.eachItem(steps.length, async (index, trx) => {
        const [name, step] = steps[index] ?? ['', async () => 0];
        const removed = await step(trx, Date.now());
        if (removed > 0) ctx.log.info({ removed, what: name }, 'cleanup: removed old rows');
      });
    },
  });
}
