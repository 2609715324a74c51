// The master data's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconDatabase } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'master', lazy: async () => ({ Component: (await import('./master-page.tsx')).MasterPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const masterArea = { routes, menuIcons: { database: IconDatabase }, texts };
