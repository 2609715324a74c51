// The sign-in area's face: its routes.
export { authRoutes } from './auth.routes.ts';
