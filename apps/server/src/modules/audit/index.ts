// The audit area's face: its routes.
import { auditRoutes } from './audit.routes.ts';

export const auditArea = { endpoints: auditRoutes };
