// The matches area's face: its routes.
export { matchRoutes } from './matches.routes.ts';
