// The organisation settings area's face: its routes, and the settings every other area reads.
import { settingsRoutes } from './settings.routes.ts';

export { organisationSettings } from './settings.service.ts';

export const settingsArea = { endpoints: settingsRoutes };
