// The master-data area's face: its routes, its kinds (what other areas name), and teams' coaches.
import { masterRoutes } from './master.routes.ts';
export { KINDS } from './master.kinds.ts';
export { teamsCoachedBy } from './teams.service.ts';

export const masterArea = { endpoints: masterRoutes };
