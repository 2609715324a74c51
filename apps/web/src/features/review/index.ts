// The registrations review's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUserCheck } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'review/registrations',
    lazy: async () => ({ Component: (await import('./registrations-page.tsx')).RegistrationsPage }),
  },
  {
    path: 'review/deletions',
    lazy: async () => ({ Component: (await import('./deletions-page.tsx')).DeletionsPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
// Its English comes with its pages (`withPages`): no page outside the area says its words.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const reviewArea = { routes, menuIcons: { 'user-check': IconUserCheck }, texts };
