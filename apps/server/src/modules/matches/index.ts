// The matches area's face: its routes.
import { matchRoutes } from './matches.routes.ts';

export const matchesArea = { endpoints: matchRoutes };
