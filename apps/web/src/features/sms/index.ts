// The SMS area's face: its pages (the log with the composer, the templates) and the glyph of its menu entries.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { IconMessage } from '@tabler/icons-react';

const routes: RouteObject[] = [
  { path: 'sms/outbox', lazy: async () => ({ Component: (await import('./outbox-page.tsx')).OutboxPage }) },
  {
    path: 'sms/templates',
    lazy: async () => ({ Component: (await import('./templates-page.tsx')).TemplatesPage }),
  },
];

// Its words, each language in a chunk of its own that lib/i18n/i18n.ts loads when needed.
const texts = { en: () => import('./texts/en.ts'), ar: () => import('./texts/ar.ts') };

/** The profile's card for opting out of texts that are not urgent (features/profile), loaded when shown. */
export const SmsOptOutCard = lazy(async () => ({ default: (await import('./opt-out-card.tsx')).OptOutCard }));

/** The live "length · segments · encoding" line under a text being written (the bulk text's dialog), loaded when shown. */
export const SmsSegmentCounter = lazy(async () => ({
  default: (await import('./components/segment-counter.tsx')).SegmentCounter,
}));

export const smsArea = { routes, menuIcons: { message: IconMessage }, texts };
