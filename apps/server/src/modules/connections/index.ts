// The connections area's face: its routes, the job that releases requests no longer waiting for a
// parent, and a person's connections as other areas show them.
import type { Deps } from '../../platform/request-context.ts';
import { connectionsRoutes } from './connections.routes.ts';
import { createReleaseWaitingJob } from './release-waiting.job.ts';
export { connectionsChanged, connectionsOf } from './connections.service.ts';
export { familyParentIds } from './guardians.repository.ts';
export { isFamilyParent } from './connections.service.ts';
export { tellNewParentOfWaiting } from './guardians.service.ts';

export { RELEASE_WAITING_JOB } from './release-waiting.job.ts';

export const connectionsArea = {
  endpoints: connectionsRoutes,
  jobs: (deps: Deps) => [createReleaseWaitingJob(deps)],
};
