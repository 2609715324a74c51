// The jobs area's face: its routes.
import { jobsRoutes } from './jobs.routes.ts';

export const jobsArea = { endpoints: jobsRoutes };
