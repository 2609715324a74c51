// The audit trail's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconHistory } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'audit', lazy: async () => ({ Component: (await import('./audit-page.tsx')).AuditPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

export const auditArea = { routes, menuIcons: { history: IconHistory }, texts };
