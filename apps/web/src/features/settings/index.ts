// The organisation settings' face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconSettings } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const settingsArea = { routes, menuIcons: { settings: IconSettings }, texts };
