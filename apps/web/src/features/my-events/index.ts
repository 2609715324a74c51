// My events' face: the events the person takes part in and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconCalendarEvent } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'my/events',
    lazy: async () => ({ Component: (await import('./my-events-page.tsx')).MyEventsPage }),
  },
];

export const myEventsArea = { routes, menuIcons: { calendar: IconCalendarEvent } };
