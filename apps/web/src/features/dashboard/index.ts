// The dashboard's face: its page (a chunk of its own) and the glyph of its menu entry.
import { redirect, type RouteObject } from 'react-router';
import { IconChartBar } from '@tabler/icons-react';
import { HOME_PATH } from '@fieldhouse/contract';

const routes: RouteObject[] = [
  {
    path: 'dashboard',
    children: [
      { index: true, loader: () => redirect(HOME_PATH) },
      {
        path: 'analytics',
        lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
      },
    ],
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const dashboardArea = { routes, menuIcons: { chart: IconChartBar }, texts };
