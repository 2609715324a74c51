// The organisation settings' face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconSettings } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }) },
];

export const settingsArea = { routes, menuIcons: { settings: IconSettings } };
