// The events area's face: its routes and the job that offers freed places.
export { eventRoutes } from './events.routes.ts';
export { createOffersJob } from './offers.job.ts';
