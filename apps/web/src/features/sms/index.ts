// The SMS outbox's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconMessage } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'sms/outbox', lazy: async () => ({ Component: (await import('./outbox-page.tsx')).OutboxPage }) },
];

export const smsArea = { routes, menuIcons: { message: IconMessage } };
