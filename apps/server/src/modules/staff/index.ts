// The staff area's face: its routes.
export { staffRoutes } from './staff.routes.ts';
