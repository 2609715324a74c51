import { useCallback } from 'react';
import { useDirection } from '@mantine/core';
import { changeLanguage, directionOf, isLanguage, type Language } from './i18n.ts';
import { useT } from './use-t.ts';

/** The language in use and a way to change it; the page's direction follows it (Arabic: RTL). */
export function useLanguage(): [Language, (next: Language) => Promise<void>] {
  const { language } = useT();
  const { setDirection } = useDirection();
  const choose = useCallback(
    async (next: Language) => {
      await changeLanguage(next);
      setDirection(directionOf(next));
    },
    [setDirection],
  );
  return [isLanguage(language) ? language : 'en', choose];
}
