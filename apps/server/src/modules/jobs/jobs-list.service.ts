import type { JobListEntry, JobListResponse } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { seededRoleIds } from '../roles/index.ts';
import { listJobs, type JobBoundary, type JobScope } from './jobs-list.repository.ts';
import { MANAGE_ALL_JOBS, type Viewer } from './jobs.service.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const encode = (b: JobBoundary) => Buffer.from(JSON.stringify([b.createdAt, b.id])).toString('base64url');

function decode(text: string): JobBoundary {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && Number.isSafeInteger(parsed[0]) && typeof parsed[1] === 'string')
      return { createdAt: parsed[0] as number, id: parsed[1].slice(0, 64) };
  } catch {
    // Not one of ours: refused below.
  }
  throw new AppError(400, 'VALIDATION_FAILED', 'That page link has expired: start from the first page.', {
    cursor: 'NOT_VALID',
  });
}

/** Whose jobs the caller sees: the Super Admin everyone's, `bulk.jobs` everyone's of the kinds staff manage, anyone else their own. */
async function scopeOf(db: Db, jobs: Jobs, viewer: Viewer): Promise<JobScope> {
  const { auth } = viewer;
  if (auth.roleId === (await seededRoleIds(db)).superAdmin)
    return { userId: auth.userId, othersOfKinds: null };
  if ((await viewer.heldActions()).has(MANAGE_ALL_JOBS))
    return { userId: auth.userId, othersOfKinds: jobs.managedKinds() };
  return { userId: auth.userId, othersOfKinds: 'none' };
}

/** `GET jobs`: one page of the jobs the caller may see, newest first. */
export async function jobsPage(o: {
  db: Db;
  jobs: Jobs;
  viewer: Viewer;
  query: { cursor?: string | undefined; limit: number };
}): Promise<Omit<JobListResponse, 'status'>> {
  const after = o.query.cursor ? decode(o.query.cursor) : null;
  const rows = await listJobs(o.db, await scopeOf(o.db, o.jobs, o.viewer), after, o.query.limit);
  const page = rows.slice(0, o.query.limit);
  const last = rows.length > o.query.limit ? page.at(-1) : undefined;
  const items = page.map((row): JobListEntry => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    ...(row.error === null ? {} : { error: row.error }),
    startedBy: row.public_id ? { subscriberID: row.public_id, fullName: row.full_name ?? '' } : null,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  }));
  return { items, nextCursor: last ? encode({ createdAt: Number(last.created_at), id: last.id }) : null };
}
