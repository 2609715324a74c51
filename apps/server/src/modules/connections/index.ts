// The connections area's face: its routes, and a person's connections as other areas show them.
import { connectionsRoutes } from './connections.routes.ts';
export { connectionsChanged, connectionsOf } from './connections.service.ts';
export { familyParentIds } from './guardians.repository.ts';
export { isFamilyParent } from './connections.service.ts';
export { tellNewParentOfWaiting } from './guardians.service.ts';

export const connectionsArea = { endpoints: connectionsRoutes };
