// The notifications area's face: its routes.
export { notifyRoutes } from './notify.routes.ts';
