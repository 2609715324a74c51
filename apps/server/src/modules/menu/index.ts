// The menu area's face: its routes.
export { menuRoutes } from './menu.routes.ts';
