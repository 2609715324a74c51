import { expect, test, type Page } from '@playwright/test';
import { sms as smsAr } from '../src/lib/i18n/ar/sms.ts';
import { sms as smsEn } from '../src/lib/i18n/en/sms.ts';
import { answerPreferences, apiPost, apiRegister, apiSignIn, newSubscriber, useSession } from './fixtures.ts';

/*
 * Small things a review found: a status cut short, a colour too faint in the dark, a phone that
 * hid a list's actions off to the side, and a header search that stopped at five people and lost
 * what was typed fast.
 */

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const WORDS = {
  en: { sms: smsEn },
  ar: { sms: smsAr },
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function inLanguage(page: Page, language: Language) {
  return answerPreferences(page, { language, direction: language === 'ar' ? 'rtl' : 'ltr' });
}

for (const language of LANGUAGES) {
  const words = WORDS[language];

  test(`${language}: the SMS outbox shows each status badge’s whole word, wide and on a phone`, async ({
    page,
  }) => {
    // A text of its own, so the outbox has at least one row whatever ran before.
    const registered = await apiRegister(page.request, newSubscriber());
    await apiPost(page.request, 'sendotp', registered.token ?? '', {});
    await inLanguage(page, language);
    await useSession(page, await apiSignIn(page.request, 'admin'));
    const statusWords = Object.values(words.sms.statuses);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/sms/outbox');
      const badges = page.getByRole('region', { name: words.sms.heading }).locator('.mantine-Badge-label');
      await expect(badges.first()).toBeVisible();
      // Each badge is one of the status words, and its box is as wide as its word: nothing cut.
      for (const badge of await badges.all()) {
        expect(statusWords).toContain(await badge.textContent());
        const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(cut, `${await badge.textContent()} at ${size.width} px`).toBe(false);
      }
    }
  });
}
