// The staff area's face: its routes, and the one-time link that sets a first password (the import texts it too).
import { staffRoutes } from './staff.routes.ts';

export const staffArea = { endpoints: staffRoutes };
export { passwordLink } from './password-link.ts';
