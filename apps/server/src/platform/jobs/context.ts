import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { JobRow } from '../../db/database.ts';
import { advance, findJob, saveProgress } from './jobs.repository.ts';
import { JobStopped, type JobContext, type JobPayload } from './types.ts';

/** Thrown inside an item's transaction to roll it back when the try no longer holds the job. */
class Rollback extends Error {}

export type TryState = {
  row: JobRow;
  token: string;
  payload: JobPayload;
  db: Db;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  /** Progress moved: tell the starter (throttled by the caller). */
  onProgress: () => void;
};

/** What `run` is given for one try of a job. */
export function createContext(t: TryState): JobContext<JobPayload> {
  const { row, token, db } = t;
  let done = row.done;
  let total = row.total;

  // The try lost the job: either someone cancelled it or another try took it over.
  const stopped = async () => {
    const current = await findJob(db, row.id);
    return new JobStopped(current?.state === 'cancelled' ? 'cancelled' : 'lost');
  };

  async function progress(next: number, nextTotal?: number) {
    if (!(await saveProgress(db, row.id, token, next, nextTotal))) throw await stopped();
    done = next;
    if (nextTotal !== undefined) total = nextTotal;
    t.onProgress();
  }

  async function moveOne(from: number, to: number, item: Parameters<JobContext<JobPayload>['eachItem']>[1]) {
    try {
      await db.transaction().execute(async (trx) => {
        for (let index = from; index < to; index++) await item(index, trx);
        if (!(await advance(trx, row.id, token, from, to))) throw new Rollback();
      });
      return true;
    } catch (err) {
      if (err instanceof Rollback) return false;
      throw err;
    }
  }

  return {
    id: row.id,
    kind: row.kind,
    payload: t.payload,
    attempt: row.attempts,
    startedBy: row.started_by,
    db,
    log: t.log,
    signal: t.signal,
    cancelled: async () => (await findJob(db, row.id))?.state === 'cancelled',
    progress,
    async eachItem(count, item, options = {}) {
      const batchSize = Math.max(1, options.batchSize ?? 1);
      if (total !== count) await progress(done, count);
      while (done < count) {
        t.signal.throwIfAborted();
        const to = Math.min(count, done + batchSize);
        if (!(await moveOne(done, to, item))) throw await stopped();
        done = to;
        t.onProgress();
      }
    },
  };
}
