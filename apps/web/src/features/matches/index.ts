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

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const matchesArea = { routes, menuIcons: { trophy: IconTrophy }, texts };
