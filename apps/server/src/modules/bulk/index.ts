// The bulk area's face: its routes, jobs and tables' migrations.
import type { Deps } from '../../platform/request-context.ts';
import { bulkStatusRoutes } from './bulk.routes.ts';
import { createBulkStatusJob } from './bulk-status.job.ts';
import { createBulkTextJob } from './bulk-text.job.ts';
import { bulkTextRoutes } from './bulk-text.routes.ts';
import { createImportJob } from './import.job.ts';
import { importRoutes } from './import.routes.ts';
import { migrations } from './migrations/index.ts';

export type * from './tables.ts';
export type * from './import-tables.ts';
export type * from './text-tables.ts';

export const bulkArea = {
  endpoints: (deps: Deps) => ({ ...bulkStatusRoutes(deps), ...importRoutes(deps), ...bulkTextRoutes(deps) }),
  jobs: (deps: Deps) => [createBulkStatusJob(deps), createImportJob(deps), createBulkTextJob(deps)],
  migrations,
};
