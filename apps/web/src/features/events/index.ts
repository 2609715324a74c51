// The events area's face: its pages as nested routes, all from one module so the area is one
// chunk, and the glyph of its menu entry.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { IconCalendarEvent } from '@tabler/icons-react';
import { loadEnglish } from '../../lib/i18n/i18n.ts';

const pages = () => import('./event-pages.tsx');

const routes: RouteObject[] = [
  {
    path: 'event',
    children: [
      { index: true, lazy: async () => ({ Component: (await pages()).EventListPage }) },
      { path: 'new', lazy: async () => ({ Component: (await pages()).NewEventPage }) },
      { path: ':id', lazy: async () => ({ Component: (await pages()).OneEventPage }) },
      { path: ':id/edit', lazy: async () => ({ Component: (await pages()).EditOneEventPage }) },
      // Any other second part (/event/{id}/{…}) says there is no such page of events.
      { path: ':id/:other', lazy: async () => ({ Component: (await pages()).NoSuchEventPage }) },
    ],
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with the events and matches pages (they say one another's), not with the console shell.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

/**
 * The subscriber record's "Events" tab (features/subscribers), loaded with its English when the
 * tab is opened: the record's own page does not wait for them.
 */
export const PersonEventsTab = lazy(async () => {
  const [module] = await Promise.all([import('./components/person-events.tsx'), loadEnglish('withPages')]);
  return { default: module.PersonEvents };
});

export const eventsArea = { routes, menuIcons: { calendar: IconCalendarEvent }, texts };
