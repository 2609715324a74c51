// The data-rights area's face: a person's (or their parent's) data download and account deletion,
// the staff queue that confirms deletions, their tables' migrations and the large download's job.
import type { Deps } from '../../platform/request-context.ts';
import { dataRightsRoutes } from './data-rights.routes.ts';
import { createExportJob } from './export.service.ts';
import { migrations } from './migrations/index.ts';

export type * from './tables.ts';

export const dataRightsArea = {
  endpoints: dataRightsRoutes,
  jobs: (deps: Deps) => [createExportJob(deps)],
  migrations,
};
