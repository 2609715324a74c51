// The jobs area's face: its routes, and who may see a job (a kind's own report follows the job's rule).
import { jobsRoutes } from './jobs.routes.ts';
export { visibleJob, type Viewer } from './jobs.service.ts';

export const jobsArea = { endpoints: jobsRoutes };
