// The subscribers area's face: its routes, and the status change staff records share.
export { subscriberRoutes } from './subscribers.routes.ts';
export { applyStatusChange } from './status-change.ts';
