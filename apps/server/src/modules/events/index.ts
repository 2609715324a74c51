// The events area's face: its routes, the job that offers freed places, its tables' migrations
// (the tables join the Database type from tables.ts), its demo data, and what the matches area
// (tournaments are events) asks of events: who may act on them, and how an event is shown.
import type { Deps } from '../../platform/request-context.ts';
import { seedEventsDemo } from './demo.repository.ts';
import { eventRoutes } from './events.routes.ts';
import { migrations } from './migrations/index.ts';
import { createOffersJob } from './offers.job.ts';

export type * from './tables.ts';

export {
  requireOwnTeam,
  requireSide,
  requireWhole,
  scopeOf,
  standingIn,
  visibleEvent,
  type Viewer,
} from './coach-scope.ts';
export { DEMO_EVENTS } from './demo.repository.ts';
export { audited, eventActor, toEntries, type EventActor } from './events.service.ts';
export {
  eventsPage,
  liveChoices,
  lockEvent,
  placesHeldBy,
  upcomingEvents,
  type EventRow,
} from './event-reads.ts';

export const eventsArea = {
  endpoints: eventRoutes,
  jobs: (deps: Deps) => [createOffersJob(deps)],
  migrations,
  demo: seedEventsDemo,
};
