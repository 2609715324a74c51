// The account-status area's face: its routes, and the status change staff, safeguarding and bulk changes share.
import { accountStatusRoutes } from './account-status.routes.ts';
export { applyStatusChange, applyStatusChangeIn, canBeSuspended, changeStatusIn } from './status-change.ts';

export const accountStatusArea = { endpoints: accountStatusRoutes };
