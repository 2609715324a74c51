// The staff accounts' face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUsersGroup } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'staff', lazy: async () => ({ Component: (await import('./staff-page.tsx')).StaffPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
// Its English comes with its pages (`withPages`): no page outside the area says its words.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const staffArea = { routes, menuIcons: { users: IconUsersGroup }, texts };
