// The registration area's face: its routes.
export { registrationRoutes } from './registration.routes.ts';
