// The notifications area's face: its routes.
import { notifyRoutes } from './notify.routes.ts';

export const notifyArea = { endpoints: notifyRoutes };
