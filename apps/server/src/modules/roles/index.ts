// The roles area's face: its routes, and what other areas may ask about roles.
import { rolesRoutes } from './roles.routes.ts';
export { keepAnActiveSuperAdmin } from './last-super-admin.ts';
export { findRole, seededRoleIds } from './seeded-roles.ts';

export const rolesArea = { endpoints: rolesRoutes };
