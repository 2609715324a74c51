// The staff accounts' face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconUsersGroup } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'staff', lazy: async () => ({ Component: (await import('./staff-page.tsx')).StaffPage }) },
];

export const staffArea = { routes, menuIcons: { users: IconUsersGroup } };
