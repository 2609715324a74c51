// The account-status area's face: its routes.
import { accountStatusRoutes } from './account-status.routes.ts';

export const accountStatusArea = { endpoints: accountStatusRoutes };
