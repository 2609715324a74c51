// The dashboard area's face: its routes.
export { dashboardRoutes } from './dashboard.routes.ts';
