// The family's face: a parent's page of one child (no menu entry: the profile links to it).
import type { RouteObject } from 'react-router';

const routes: RouteObject[] = [
  {
    path: 'profile/children/:childId',
    lazy: async () => ({ Component: (await import('./child-page.tsx')).ChildPage }),
  },
];

export const familyArea = { routes };
