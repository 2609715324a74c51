// The dashboard area's face: its routes.
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardArea = { endpoints: dashboardRoutes };
