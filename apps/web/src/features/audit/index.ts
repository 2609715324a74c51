// The audit trail's face: its page and the glyph of its menu entry.
import type { RouteObject } from 'react-router';
import { IconHistory } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'audit', lazy: async () => ({ Component: (await import('./audit-page.tsx')).AuditPage }) },
];

export const auditArea = { routes, menuIcons: { history: IconHistory } };
