// The KPI area's face: its routes, the job that keeps the daily rollup, and its migration.
import type { Deps } from '../../platform/request-context.ts';
import { kpiRoutes } from './kpi.routes.ts';
import { migrations } from './migrations/index.ts';
import { createKpiRollupJob } from './rollup.job.ts';

export type * from './tables.ts';
export { KPI_ROLLUP_JOB } from './rollup.job.ts';
export { rollUp } from './rollup.service.ts';

export const kpiArea = {
  endpoints: kpiRoutes,
  jobs: (deps: Deps) => [createKpiRollupJob(deps)],
  migrations,
};
