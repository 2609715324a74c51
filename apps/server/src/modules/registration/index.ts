// The registration area's face: its routes.
import { registrationRoutes } from './registration.routes.ts';

export const registrationArea = { endpoints: registrationRoutes };
