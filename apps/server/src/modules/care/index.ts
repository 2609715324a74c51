// The care area's face: a person's emergency contacts, medical notes and consents — its routes,
// its table's migration, and the flag other areas show beside a person.
import { careRoutes } from './care.routes.ts';
import { migrations } from './migrations/index.ts';

export type * from './tables.ts';
export { withMedicalNotes } from './care.service.ts';

export const careArea = { endpoints: careRoutes, migrations };
