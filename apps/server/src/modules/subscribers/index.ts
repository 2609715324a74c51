// The subscribers area's face: its routes, and whom the directory's filters match (bulk changes).
import { subscriberRoutes } from './subscribers.routes.ts';
export { directoryMatchIds } from './directory.service.ts';

export const subscribersArea = { endpoints: subscriberRoutes };
