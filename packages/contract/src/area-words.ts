import type { AreaWords } from './area-contract.ts';
import { AREA_WORDS, AREAS, type AreaKey } from './areas.ts';

let loading: Promise<Partial<Record<AreaKey, AreaWords>>> | undefined;

/**
 * Every area's words (its `words.ts`: audit-trail and CSV words, the Arabic of its registry
 * words), loaded once when first asked: the audit trail, the CSV exports and the console's Arabic
 * wait for them; the console's first load does without.
 */
export function loadAreaWords(): Promise<Partial<Record<AreaKey, AreaWords>>> {
  loading ??= Promise.all(Object.entries(AREA_WORDS).map(async ([key, load]) => [key, await load()] as const))
    .then((loaded) => Object.fromEntries(loaded))
    .catch((error: unknown) => {
      loading = undefined; // A failed download is tried again by the next reader.
      throw error;
    });
  return loading;
}

/** The Arabic of every registry word an area's `words.ts` gives, by its English. */
export const registryArabic = (words: Partial<Record<AreaKey, AreaWords>>): Record<string, string> =>
  Object.assign({}, ...Object.values(words).map((area) => area.registryAr)) as Record<string, string>;

/** Each area's title in Arabic where its `words.ts` gives it. */
export const areaTitlesArabic = (
  words: Partial<Record<AreaKey, AreaWords>>,
): Partial<Record<AreaKey, string>> =>
  Object.fromEntries(
    Object.entries(words).map(([key, area]) => [key, area.registryAr[AREAS[key as AreaKey].title]]),
  );
