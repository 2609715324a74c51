import { kpi } from './en/kpi.ts';
import type {} from '../../../lib/i18n/english.ts'; // The interface its keys merge into.

/** The area's English (lib/i18n/i18n.ts loads it; its face names this file). */
export const texts = { kpi };

// Its keys join the ones t() accepts everywhere (lib/i18n/english.ts).
declare module '../../../lib/i18n/english.ts' {
  interface English {
    kpi: typeof kpi;
  }
}
