// My fixtures' face: the person's own matches and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconTrophy } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'my/fixtures',
    lazy: async () => ({ Component: (await import('./my-fixtures-page.tsx')).MyFixturesPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with the events and matches pages (they say one another's), not with the console shell.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const myFixturesArea = { routes, menuIcons: { trophy: IconTrophy }, texts };
