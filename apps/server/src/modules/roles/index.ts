// The roles area's face: its routes, and what other areas may ask about roles.
export { rolesRoutes } from './roles.routes.ts';
export { keepAnActiveSuperAdmin } from './last-super-admin.ts';
export { findRole, seededRoleIds } from './seeded-roles.ts';
