// The account-status area's face: its routes, and the status change staff and safeguarding share.
import { accountStatusRoutes } from './account-status.routes.ts';
export { applyStatusChange, canBeSuspended, changeStatusIn } from './status-change.ts';

export const accountStatusArea = { endpoints: accountStatusRoutes };
