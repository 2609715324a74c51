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

const areas: AreaTexts[] = [];

/** The app hands over every area's words once, at start (app/routes.tsx): lib/ never imports a feature. */
export const registerAreaTexts = (texts: readonly AreaTexts[]): void => void areas.push(...texts);

async function load(language: Language, catalogs: Catalog[]): Promise<void> {
  // Deep merge: bundles add namespaces to the one translation.
  for (const { texts } of await Promise.all(catalogs))
    i18n.addResourceBundle(language, 'translation', texts, true, false);
}

const englishOf = (withPages: boolean) =>
  areas.filter((area) => Boolean(area.withPages) === withPages).map((area) => area.en());

/** Where English is needed: the console (and pages outside it but sign-in), or pages `withPages`. */
export type EnglishScope = 'console' | 'withPages';
const english: Partial<Record<EnglishScope, Promise<void>>> = {};

/**
 * English beyond the sign-in page's, once: lib's and every area's but those `withPages` for the
 * console shell and every page outside it but sign-in; all of it for pages `withPages`. A page
 * waits for it before it draws, so no page shows a key, whichever area's words it uses.
 */
export function loadEnglish(scope: EnglishScope = 'console'): Promise<void> {
  english[scope] ??= (
    scope === 'console'
      ? load('en', [import('./en/shared.ts').then((m) => ({ texts: m.sharedTexts })), ...englishOf(false)])
      : Promise.all([loadEnglish(), load('en', englishOf(true))]).then(() => undefined)
  ).catch((error: unknown) => {
    delete english[scope]; // A failed download is tried again by the next page.
    throw error;
  });
  return english[scope];
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  ar: () =>
    Promise.all([
      load('ar', [
        import('./ar.ts').then((m) => ({ texts: m.ar })),
        ...areas.map((area) => area.ar()),
        import('./ar/registry-names.ts').then((m) => m.registryNames()),
      ]),
      import('dayjs/locale/ar'),
    ]),
};

/** Switches every text, number and date to `language`, and the page's lang attribute with it. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) await loaders[language]();
  // Dates first: the texts' change re-renders the pages, and their dates must already follow.
  // dayjs is loaded here only when a language is chosen, not on every sign-in page.
  (await import('dayjs')).default.locale(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
