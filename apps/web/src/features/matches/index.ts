// The matches area's face: the tournaments (/match) and one tournament (/match/{eventId}, its tab
// in the query) as nested routes, from one module so the area is one chunk, and its menu glyph.
import type { RouteObject } from 'react-router';
import { IconTrophy } from '@tabler/icons-react';

const pages = () => import('./match-pages.tsx');

const routes: RouteObject[] = [
  {
    path: 'match',
    children: [
      { index: true, lazy: async () => ({ Component: (await pages()).TournamentListPage }) },
      { path: ':id', lazy: async () => ({ Component: (await pages()).OneTournamentPage }) },
    ],
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with the events and matches pages (they say one another's), not with the console shell.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const matchesArea = { routes, menuIcons: { trophy: IconTrophy }, texts };
