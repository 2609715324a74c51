import { i18n } from './i18n.ts';

/**
 * A name that arrives as data (a seeded menu title, a sport) in the reader's language where the
 * language's `dataNames` catalog has it (lib/i18n/ar/data-names.ts); otherwise as written.
 */
export function dataName(name: string, language: string = i18n.language): string {
  const names = i18n.getResource(language, 'translation', 'dataNames') as Record<string, string> | undefined;
  return names?.[name] ?? name;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language, from the browser's own list; `fallback` if it has none. */
export function countryName(iso2: string, fallback: string, language: string = i18n.language): string {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  try {
    return names.of(iso2) ?? fallback;
  } catch {
    return fallback;
  }
}
