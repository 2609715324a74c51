import type { AreaKey } from '../areas.ts';
import type { AreaExportWords } from './area.ts';
import { eventsExportWords } from '../events/export-words.ts';
import { subscribersExportWords } from '../subscribers/export-words.ts';

/** The words of each area's CSV exports (export-words/ gathers them), apart for the same reason. */
export const AREA_EXPORT_WORDS = {
  subscriber: subscribersExportWords,
  event: eventsExportWords,
} as const satisfies Partial<Record<AreaKey, AreaExportWords<object>>>;
