// The SMS outbox's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconMessage } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'sms/outbox', lazy: async () => ({ Component: (await import('./outbox-page.tsx')).OutboxPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const smsArea = { routes, menuIcons: { message: IconMessage }, texts };
