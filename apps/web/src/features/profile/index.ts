// The profile's face: the signed-in person's own page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUser } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./profile-page.tsx')).ProfilePage }) },
];

export const profileArea = { routes, menuIcons: { user: IconUser } };
