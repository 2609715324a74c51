// The review area's face: its routes.
import { reviewRoutes } from './review.routes.ts';

export const reviewArea = { endpoints: reviewRoutes };
