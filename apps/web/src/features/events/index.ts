// The events area's face: its pages, in one chunk, and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconCalendarEvent } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    // The list (/event), a new event (/event/new), one (/event/{id}) and its form (…/edit).
    path: 'event/:id?/:edit?',
    lazy: async () => ({ Component: (await import('./events-area.tsx')).EventsArea }),
  },
];

export const eventsArea = { routes, menuIcons: { calendar: IconCalendarEvent } };
