// The roles area's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconShieldLock } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'roles', lazy: async () => ({ Component: (await import('./roles-page.tsx')).RolesPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const rolesArea = { routes, menuIcons: { shield: IconShieldLock }, texts };
