// The dashboard area's face: its routes, and the index its counts read.
import { dashboardRoutes } from './dashboard.routes.ts';
import { migrations } from './migrations/index.ts';

export const dashboardArea = { endpoints: dashboardRoutes, migrations };
