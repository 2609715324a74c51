// The subscribers' face: the directory (/subscriber) and one record (/subscriber/{id}), each a
// chunk of its own, and the glyph of the menu entry.
import type { RouteObject } from 'react-router';
import { IconUser } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'subscriber',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./directory-page.tsx')).DirectoryPage }),
      },
      {
        path: ':subscriberID',
        lazy: async () => ({ Component: (await import('./record-page.tsx')).RecordPage }),
      },
    ],
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const subscribersArea = { routes, menuIcons: { user: IconUser }, texts };
