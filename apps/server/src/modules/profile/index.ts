// The profile area's face: its routes (the profile, and its edits).
export { profileRoutes } from './profile.routes.ts';
export { profileEditRoutes } from './profile-edit.routes.ts';
