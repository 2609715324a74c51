// The notifications' face: the history page and the glyph of its (hidden) menu entry, which the
// header's search still shows.
import type { RouteObject } from 'react-router';
import { IconBell } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./notifications-page.tsx')).NotificationsPage }),
  },
];

export const notificationsArea = { routes, menuIcons: { bell: IconBell } };
