// The review area's face: its routes, and the decision a bulk change makes for each person.
import { reviewRoutes } from './review.routes.ts';
export { decideRegistrationIn } from './review.service.ts';

export const reviewArea = { endpoints: reviewRoutes };
