// The safeguarding area's face: reports, the queue staff work through, chat suspensions, and the
// tables' migration. Chat and the live channel read suspensions through platform/chat-suspensions.
import { migrations } from './migrations/index.ts';
import { safeguardingRoutes } from './safeguarding.routes.ts';

export type * from './tables.ts';

export const safeguardingArea = { endpoints: safeguardingRoutes, migrations };
