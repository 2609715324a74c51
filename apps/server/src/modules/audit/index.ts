// The audit area's face: its routes.
export { auditRoutes } from './audit.routes.ts';
