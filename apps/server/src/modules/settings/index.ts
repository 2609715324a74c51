// The organisation settings area's face: its routes, its table's migration and demo data, and the
// settings every other area reads.
import { seedSettingsDemo } from './demo.repository.ts';
import { migrations } from './migrations/index.ts';
import { settingsRoutes } from './settings.routes.ts';

export type * from './tables.ts';
export { organisationSettings } from './settings.service.ts';

export const settingsArea = { endpoints: settingsRoutes, migrations, demo: seedSettingsDemo };
