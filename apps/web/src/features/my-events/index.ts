// My events' face: the events the person takes part in and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconCalendarEvent } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'my/events',
    lazy: async () => ({ Component: (await import('./my-events-page.tsx')).MyEventsPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with the events and matches pages (they say one another's), not with the console shell.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const myEventsArea = { routes, menuIcons: { calendar: IconCalendarEvent }, texts };
