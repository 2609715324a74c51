// The parent area's face: its routes, and the parent links other areas make or show.
import { parentRoutes } from './parent.routes.ts';
export { linkParent, pendingParentOf } from './parent-links.ts';

export const parentArea = { endpoints: parentRoutes };
