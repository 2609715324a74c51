// The clean-up area's face: the job that deletes what has expired.
export { createCleanupJob } from './cleanup.job.ts';
