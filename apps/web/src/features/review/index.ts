// The registrations review's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUserCheck } from '@tabler/icons-react';

const routes: RouteObject[] = [
  {
    path: 'review/registrations',
    lazy: async () => ({ Component: (await import('./registrations-page.tsx')).RegistrationsPage }),
  },
];

export const reviewArea = { routes, menuIcons: { 'user-check': IconUserCheck } };
