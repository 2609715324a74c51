// The live channel's face: its route.
export { liveRoutes } from './live.routes.ts';
