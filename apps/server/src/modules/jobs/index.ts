// The jobs area's face: its routes.
export { jobsRoutes } from './jobs.routes.ts';
