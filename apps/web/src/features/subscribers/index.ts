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

export const subscribersArea = { routes, menuIcons: { user: IconUser } };
