// The preferences area's face: its routes.
import { preferencesRoutes } from './preferences.routes.ts';

export const preferencesArea = { endpoints: preferencesRoutes };
