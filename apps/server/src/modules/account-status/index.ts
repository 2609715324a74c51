// The account-status area's face: its routes.
export { accountStatusRoutes } from './account-status.routes.ts';
