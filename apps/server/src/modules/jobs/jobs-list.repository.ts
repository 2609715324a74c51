import type { DbOrTrx } from '../../db/connect.ts';

/** Whose jobs a page lists: the caller's own, or also everyone's of these kinds (null: of every kind). */
export type JobScope = { userId: number; othersOfKinds: readonly string[] | null | 'none' };
export type JobBoundary = { createdAt: number; id: string };

/**
 * One page of the jobs people started, newest first: a keyset page on (created_at, id) (index
 * jobs_people_newest). The system's own jobs (the clean-up, the schedules) are not people's work.
 */
export async function listJobs(db: DbOrTrx, scope: JobScope, after: JobBoundary | null, limit: number) {
  let query = db
    .selectFrom('jobs')
    .leftJoin('users', 'users.id', 'jobs.started_by')
    .select([
      'jobs.id',
      'jobs.kind',
      'jobs.state',
      'jobs.done',
      'jobs.total',
      'jobs.error',
      'jobs.created_at',
      'jobs.finished_at',
      'users.public_id',
      'users.full_name',
    ])
    .where('jobs.started_by', 'is not', null);
  const { othersOfKinds } = scope;
  if (othersOfKinds === 'none') query = query.where('jobs.started_by', '=', scope.userId);
  else if (othersOfKinds !== null)
    query = query.where((eb) =>
      eb.or([
        eb('jobs.started_by', '=', scope.userId),
        ...(othersOfKinds.length > 0 ? [eb('jobs.kind', 'in', [...othersOfKinds])] : []),
      ]),
    );
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('jobs.created_at', '<', after.createdAt),
        eb.and([eb('jobs.created_at', '=', after.createdAt), eb('jobs.id', '<', after.id)]),
      ]),
    );
  return query
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit + 1)
    .execute();
}
