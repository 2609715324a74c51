// My fixtures' face: the person's own matches and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconTrophy } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'my/fixtures',
    lazy: async () => ({ Component: (await import('./my-fixtures-page.tsx')).MyFixturesPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const myFixturesArea = { routes, menuIcons: { trophy: IconTrophy }, texts };
