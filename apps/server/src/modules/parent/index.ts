// The parent area's face: its routes, and the parent links other areas make or show.
export { parentRoutes } from './parent.routes.ts';
export { linkParent, pendingParentOf } from './parent-links.ts';
