// The matches area's face: its pages, in one chunk, and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconTrophy } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    // The tournaments (/match) and one tournament (/match/{eventId}), its tab in the query.
    path: 'match/:id?',
    lazy: async () => ({ Component: (await import('./matches-area.tsx')).MatchesArea }),
  },
];

export const matchesArea = { routes, menuIcons: { trophy: IconTrophy } };
