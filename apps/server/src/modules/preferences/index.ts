// The preferences area's face: its routes.
export { preferencesRoutes } from './preferences.routes.ts';
