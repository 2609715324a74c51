// The safeguarding queue's face: its page (the menu entry's shield glyph is the roles area's).
import type { RouteObject } from 'react-router';

const routes: RouteObject[] = [
  {
    path: 'review/safeguarding',
    lazy: async () => ({ Component: (await import('./safeguarding-page.tsx')).SafeguardingPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
// Its English comes with its pages (none of the shell's words are its own), not with the console's first load.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts'), withPages: true };

export const safeguardingArea = { routes, texts };
