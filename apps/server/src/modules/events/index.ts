// The events area's face: its routes and the job that offers freed places.
import type { Deps } from '../../platform/request-context.ts';
import { eventRoutes } from './events.routes.ts';
import { createOffersJob } from './offers.job.ts';

export const eventsArea = { endpoints: eventRoutes, jobs: (deps: Deps) => [createOffersJob(deps)] };
