// The review area's face: its routes.
export { reviewRoutes } from './review.routes.ts';
