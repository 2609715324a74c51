// The clean-up area's face: the job that deletes what has expired.
import type { Deps } from '../../platform/request-context.ts';
import { createCleanupJob } from './cleanup.job.ts';

export const cleanupArea = {
  jobs: ({ lifetimes, config }: Deps) => [
    createCleanupJob({ lifetimes, auditRetentionMs: config.auditRetentionMs }),
  ],
};
