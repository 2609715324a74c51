import { UserStatus, type Action, type JobResponse } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import type { JobRow } from '../../db/database.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findJob, toJobView } from '../../platform/jobs/jobs.repository.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { seededRoleIds } from '../roles/index.ts';

/** The caller, and how to learn the actions their role holds (read only when the job is not theirs). */
export type Viewer = { auth: AuthContext; heldActions: () => Promise<ReadonlySet<string>> };

// One answer for "no such job" and "not yours", so ids cannot be probed.
const jobNotFound = () => new AppError(404, 'JOB_NOT_FOUND', 'There is no such job.');

/**
 * Who may see (and so cancel) a job: the person who started it; the Super Admin, any job, the
 * system's own included; and, for a job somebody started, active staff holding its kind's
 * `managedBy` action (`JobDefinition`), e.g. `sms.view` for texts being sent, or `bulk.jobs` (the
 * jobs page's grant: every kind staff manage). Holding some other action of the job's area is not enough.
 */
async function maySee(db: Db, jobs: Jobs, { auth, heldActions }: Viewer, row: JobRow): Promise<boolean> {
  if (row.started_by !== null && row.started_by === auth.userId) return true;
  if (auth.status !== UserStatus.active) return false;
  if (auth.roleId === (await seededRoleIds(db)).superAdmin) return true;
  const managedBy = jobs.managedBy(row.kind);
  if (row.started_by === null || managedBy === null) return false;
  const held = await heldActions();
  return held.has(managedBy) || held.has(MANAGE_ALL_JOBS);
}

/** Everyone's jobs on the jobs page, and any job staff manage: a grant of its own, not tied to one kind's area. */
export const MANAGE_ALL_JOBS = 'bulk.jobs' satisfies Action;

/** The job `id` if the caller may see it, else 404 JOB_NOT_FOUND (as for no job). */
export async function visibleJob(db: Db, jobs: Jobs, viewer: Viewer, id: string): Promise<JobRow> {
  const row = await findJob(db, id);
  if (!row || !(await maySee(db, jobs, viewer, row))) throw jobNotFound();
  return row;
}

export async function viewJob(o: {
  db: Db;
  jobs: Jobs;
  viewer: Viewer;
  id: string;
}): Promise<Omit<JobResponse, 'status'>> {
  return toJobView(await visibleJob(o.db, o.jobs, o.viewer, o.id));
}

/** Cancels a job the caller may see: a queued one never runs, a running one stops before its next item. */
export async function cancelJob(o: {
  db: Db;
  jobs: Jobs;
  viewer: Viewer;
  id: string;
}): Promise<Omit<JobResponse, 'status'>> {
  await visibleJob(o.db, o.jobs, o.viewer, o.id);
  if (!(await o.jobs.cancel(o.id))) {
    throw new AppError(409, 'INVALID_STATE', 'This job has already ended.');
  }
  return viewJob(o);
}
