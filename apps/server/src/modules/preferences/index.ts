// The preferences area's face: its routes, and the language a person reads in (exports word files in it).
import { preferencesRoutes } from './preferences.routes.ts';

export { languageOf, languagesOf, saveFirstLanguage } from './preferences.service.ts';

export const preferencesArea = { endpoints: preferencesRoutes };
