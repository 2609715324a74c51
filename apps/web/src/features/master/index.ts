// The master data's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconDatabase } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'master', lazy: async () => ({ Component: (await import('./master-page.tsx')).MasterPage }) },
];

export const masterArea = { routes, menuIcons: { database: IconDatabase } };
