// The connections area's face: its routes, and a person's connections as other areas show them.
export { connectionsRoutes } from './connections.routes.ts';
export { connectionsChanged, connectionsOf } from './connections.service.ts';
