// The profile's face: the signed-in person's own page, the page saving a data download a job
// made, and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUser } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./profile-page.tsx')).ProfilePage }) },
  // Where the notification of a large data download leads (no menu entry).
  {
    path: 'profile/downloads/:token',
    lazy: async () => ({ Component: (await import('./download-page.tsx')).DownloadPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const profileArea = { routes, menuIcons: { user: IconUser }, texts };
