// The events area's face: its routes, the job that offers freed places, and what the matches area
// (tournaments are events) asks of events: who may act on them, and how an event is shown.
import type { Deps } from '../../platform/request-context.ts';
import { eventRoutes } from './events.routes.ts';
import { createOffersJob } from './offers.job.ts';

export {
  requireOwnTeam,
  requireSide,
  requireWhole,
  scopeOf,
  standingIn,
  visibleEvent,
  type Viewer,
} from './coach-scope.ts';
export { audited, eventActor, toEntries, type EventActor } from './events.service.ts';
export {
  eventsPage,
  liveChoices,
  lockEvent,
  placesHeldBy,
  upcomingEvents,
  type EventRow,
} from './event-reads.ts';

export const eventsArea = { endpoints: eventRoutes, jobs: (deps: Deps) => [createOffersJob(deps)] };
