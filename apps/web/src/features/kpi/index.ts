// The KPI area's face: its page (a chunk of its own) and its words; its menu entry's glyph
// (`chart`) is the dashboard's.
import type { RouteObject } from 'react-router';

const routes: RouteObject[] = [
  { path: 'kpi', lazy: async () => ({ Component: (await import('./kpi-page.tsx')).KpiPage }) },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with its page, not with the console's first load.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const kpiArea = { routes, texts };
