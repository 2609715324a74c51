// The health area's face: its routes.
export { healthRoutes } from './health.routes.ts';
