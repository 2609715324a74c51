// The bulk area's face: the jobs page, the CSV import, the directory's bulk status change and bulk text, and its words.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadEnglish } from '../../lib/i18n/i18n.ts';

const routes: RouteObject[] = [
  { path: 'jobs', lazy: async () => ({ Component: (await import('./jobs-page.tsx')).JobsPage }) },
  { path: 'bulk/import', lazy: async () => ({ Component: (await import('./import-page.tsx')).ImportPage }) },
];

/**
 * "Change status" for the directory's chosen rows or every match, loaded with the directory's page
 * and, like the area's pages, with its English.
 */
export const BulkStatusAction = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/bulk-status-action.tsx'),
    loadEnglish('withPages'),
  ]);
  return { default: module.BulkStatusAction };
});

/** "Send a text" to the directory's chosen rows or every match, loaded like the status change. */
export const BulkTextAction = lazy(async () => {
  const [module] = await Promise.all([import('./components/bulk-text-action.tsx'), loadEnglish('withPages')]);
  return { default: module.BulkTextAction };
});

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed; its
// English with its pages, not with the console's first load.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

// Its menu entries' glyphs (`users`, `history`) are other areas'.
export const bulkArea = { routes, texts };
