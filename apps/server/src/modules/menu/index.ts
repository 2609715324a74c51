// The menu area's face: its routes.
import { menuRoutes } from './menu.routes.ts';

export const menuArea = { endpoints: menuRoutes };
