// The staff area's face: its routes.
import { staffRoutes } from './staff.routes.ts';

export const staffArea = { endpoints: staffRoutes };
