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

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const notificationsArea = { routes, menuIcons: { bell: IconBell }, texts };
