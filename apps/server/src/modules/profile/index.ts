// The profile area's face: its routes (the profile, and its edits).
import type { Deps } from '../../platform/request-context.ts';
import { profileEditRoutes } from './profile-edit.routes.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileArea = {
  endpoints: (deps: Deps) => ({ ...profileRoutes(deps), ...profileEditRoutes(deps) }),
};
