// The subscribers area's face: its routes, and the status change staff records share.
import { subscriberRoutes } from './subscribers.routes.ts';
export { applyStatusChange } from './status-change.ts';

export const subscribersArea = { endpoints: subscriberRoutes };
