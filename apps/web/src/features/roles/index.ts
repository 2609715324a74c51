// The roles area's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconShieldLock } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'roles', lazy: async () => ({ Component: (await import('./roles-page.tsx')).RolesPage }) },
];

export const rolesArea = { routes, menuIcons: { shield: IconShieldLock } };
