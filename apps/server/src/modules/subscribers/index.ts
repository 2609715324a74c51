// The subscribers area's face: its routes.
import { subscriberRoutes } from './subscribers.routes.ts';

export const subscribersArea = { endpoints: subscriberRoutes };
