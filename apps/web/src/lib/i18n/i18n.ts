import i18next from 'i18next';
import { signInTexts } from './en/sign-in.ts';

/** The console's languages; Arabic reads right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The one i18n instance: the sign-in page's English is bundled, the rest loads when needed. */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  // A copy: i18next merges later bundles into the object it holds, and the catalog stays as written.
  resources: { en: { translation: { ...signInTexts } } },
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  // i18next otherwise prints a vendor's advertisement in every reader's browser console.
  showSupportNotice: false,
});

type Catalog = Promise<{ texts: object }>;
/**
 * An area's words, each language a module of its own (`features/<area>/texts/{en,ar}.ts`).
 * `withPages`: its English stays out of the console's first load and comes with the pages of the
 * areas so marked (the events and matches pages, which say one another's words).
 */
export type AreaTexts = Record<Language, () => Catalog> & { withPages?: boolean };

const areas = new Set<AreaTexts>();
/** The language last chosen, set before its words load (areas handed over meanwhile load it too). */
let chosen: Language = 'en';
/** What of each area's words has loaded, or is loading, by language. */
const loaded = new WeakMap<AreaTexts, Partial<Record<Language, Promise<void>>>>();

async function load(language: Language, catalogs: Catalog[]): Promise<void> {
  // Deep merge: bundles add namespaces to the one translation.
  for (const { texts } of await Promise.all(catalogs))
    i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/** Runs `loading` once; a failed download is tried again by the next caller. */
function once(slots: Partial<Record<string, Promise<void>>>, key: string, loading: () => Promise<void>) {
  slots[key] ??= loading().catch((error: unknown) => {
    delete slots[key];
    throw error;
  });
  return slots[key];
}

function loadArea(area: AreaTexts, language: Language): Promise<void> {
  const slots = loaded.get(area) ?? {};
  loaded.set(area, slots);
  return once(slots, language, () => load(language, [area[language]()]));
}

const common: Partial<Record<string, Promise<void>>> = {};
const commonOf: Record<Language, () => Catalog[]> = {
  en: () => [import('./en/shared.ts').then((m) => ({ texts: m.sharedTexts }))],
  ar: () => [
    import('./ar.ts').then((m) => ({ texts: m.ar })),
    import('./ar/registry-names.ts').then((m) => m.registryNames()),
  ],
};

/**
 * Hands over areas' words: the sign-in page's at start (app/routes.tsx), every other area's with
 * the console's route table, which loads after sign-in. lib/ never imports a feature. In a
 * language other than English already chosen, the newcomers' words load now, before their pages.
 */
export function registerAreaTexts(texts: readonly AreaTexts[]): Promise<void> {
  for (const area of texts) areas.add(area);
  const language = chosen;
  if (language === 'en') return Promise.resolve();
  return Promise.all(texts.map((area) => loadArea(area, language))).then(() => undefined);
}

/** Where English is needed: the console (and pages outside it but sign-in), or pages `withPages`. */
export type EnglishScope = 'console' | 'withPages';

/**
 * English beyond the sign-in page's, each part once: lib's and every registered area's but those
 * `withPages` for the console shell and every page outside it but sign-in; all of it for pages
 * `withPages`. A page waits for it before it draws, so no page shows a key, whichever area's
 * words it uses.
 */
export async function loadEnglish(scope: EnglishScope = 'console'): Promise<void> {
  const wanted = [...areas].filter((area) => scope === 'withPages' || !area.withPages);
  await Promise.all([
    once(common, 'en', () => load('en', commonOf.en())),
    ...wanted.map((area) => loadArea(area, 'en')),
  ]);
}

/** Every registered text in `language` (lib's and the areas'), and its calendar words. */
const loadLanguage = (language: Exclude<Language, 'en'>) =>
  Promise.all([
    once(common, language, () => load(language, commonOf[language]())),
    ...[...areas].map((area) => loadArea(area, language)),
    import('dayjs/locale/ar'),
  ]);

/** Switches every text, number and date to `language`, and the page's lang attribute with it. */
export async function changeLanguage(language: Language): Promise<void> {
  chosen = language;
  if (language !== 'en') await loadLanguage(language);
  // Dates first: the texts' change re-renders the pages, and their dates must already follow.
  // dayjs is loaded here only when a language is chosen, not on every sign-in page.
  (await import('dayjs')).default.locale(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
