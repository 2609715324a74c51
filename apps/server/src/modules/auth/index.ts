// The sign-in area's face: its routes.
import { authRoutes } from './auth.routes.ts';

export const authArea = { endpoints: authRoutes };
