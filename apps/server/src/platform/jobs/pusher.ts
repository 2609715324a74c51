import { JOB_PROGRESS_PUSH_MS } from '@fieldhouse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { LiveBus } from '../live/bus.ts';

export type JobPush = {
  /** The state changed: tell the starter now. */
  now(): void;
  /** Progress moved: tell the starter, at most every JOB_PROGRESS_PUSH_MS (the last move always arrives). */
  progress(): void;
  /** Drops a progress push still waiting (a state push carries the same news). */
  flush(): void;
};

const silent: JobPush = { now() {}, progress() {}, flush() {} };

/** Live news of a job for the person who started it; the system's own jobs have nobody to tell. */
export function jobPusher(db: Db, bus: LiveBus, log: FastifyBaseLogger) {
  return (id: string, startedBy: number | null): JobPush => {
    if (startedBy === null) return silent;
    const publish = () => {
      bus
        .publish(db, { t: 'job', userId: startedBy, id })
        .catch((err: unknown) => log.warn({ err, jobId: id }, 'jobs: progress could not be pushed'));
    };
    let last = 0;
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    return {
      now() {
        flush();
        last = Date.now();
        publish();
      },
      progress() {
        if (timer) return;
        const wait = last + JOB_PROGRESS_PUSH_MS - Date.now();
        if (wait <= 0) {
          last = Date.now();
          publish();
          return;
        }
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          publish();
        }, wait);
      },
      flush,
    };
  };
}
