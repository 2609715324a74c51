import i18next from 'i18next';
import { signInTexts } from './en/sign-in.ts';

/** The console's languages; Arabic reads right to left. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The one i18n instance: English is bundled, other languages load when first chosen. */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: signInTexts } },
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  // i18next otherwise prints a vendor's advertisement in every reader's browser console.
  showSupportNotice: false,
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  ar: async () => {
    const [{ ar }] = await Promise.all([import('./ar.ts'), import('dayjs/locale/ar')]);
    i18n.addResourceBundle('ar', 'translation', ar);
  },
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
