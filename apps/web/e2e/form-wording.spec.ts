import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts as authAr } from '../src/features/auth/texts/ar.ts';
import { texts as authEn } from '../src/features/auth/texts/en.ts';
import { texts as eventsAr } from '../src/features/events/texts/ar.ts';
import { texts as eventsEn } from '../src/features/events/texts/en.ts';
import { texts as masterAr } from '../src/features/master/texts/ar.ts';
import { texts as masterEn } from '../src/features/master/texts/en.ts';
import { texts as profileAr } from '../src/features/profile/texts/ar.ts';
import { texts as profileEn } from '../src/features/profile/texts/en.ts';
import { texts as rolesAr } from '../src/features/roles/texts/ar.ts';
import { texts as rolesEn } from '../src/features/roles/texts/en.ts';
import { texts as staffAr } from '../src/features/staff/texts/ar.ts';
import { texts as staffEn } from '../src/features/staff/texts/en.ts';
import { ar } from '../src/lib/i18n/ar.ts';
import { fields as arabicFields } from '../src/lib/i18n/ar/fields.ts';
import { sharedTexts } from '../src/lib/i18n/en/shared.ts';
import { signInTexts } from '../src/lib/i18n/en/sign-in.ts';
import { answerPreferences, apiSignIn, useSession } from './fixtures.ts';

/*
 * Every form of the console submitted empty, in English and in Arabic: what a person reads under
 * the fields and in the form's summary is written for them, never a developer's words (zod's
 * "Too small: expected number to be >0", "Invalid input", "NaN", "undefined").
 */

// The words of the areas whose forms are here, as each area's folder has them.
const TEXTS = {
  en: {
    ...signInTexts,
    ...sharedTexts,
    ...authEn,
    ...profileEn,
    ...staffEn,
    ...rolesEn,
    ...masterEn,
    ...eventsEn,
  },
  ar: { ...ar, ...authAr, ...profileAr, ...staffAr, ...rolesAr, ...masterAr, ...eventsAr },
};
type Language = keyof typeof TEXTS;

const DEVELOPER_WORDS =
  /\bexpected\b|too small|too big|invalid input|\brequired\b|\bNaN\b|\bundefined\b|\bnull\b|\[object/i;
const ARABIC_LETTERS = /[\u0621-\u064A]/;

/** The field errors and the summary shown in `scope`: there are some, and each reads for a person. */
async function expectPersonWording(scope: Locator, language: Language, form: string) {
  const errors = scope.locator('[id$="-error"]');
  await expect(errors.first(), form).toBeVisible();
  const fieldTexts = await errors.allInnerTexts();
  const summaries = await scope.getByRole('alert').allInnerTexts();
  for (const text of [...fieldTexts, ...summaries]) {
    expect(text, form).not.toMatch(DEVELOPER_WORDS);
  }
  if (language !== 'ar') return;
  for (const text of fieldTexts) expect(text, `${form}: "${text}"`).toMatch(ARABIC_LETTERS);
  for (const summary of summaries) {
    // Said once: the summary's sentences never repeat one another ("see the fields" twice).
    const sentences = summary.split(/[.؟!]\s*/).filter(Boolean);
    expect(new Set(sentences).size, summary).toBe(sentences.length);
    expect(summary.match(/راجع/g)?.length ?? 0, summary).toBeLessThanOrEqual(1);
  }
}

/** The form a submit button belongs to. */
const formWith = (page: Page, button: string) =>
  page.getByRole('button', { name: button, exact: true }).locator('xpath=ancestor::form[1]');

async function submitEmpty(page: Page, button: string, language: Language, form: string) {
  const scope = formWith(page, button);
  await scope.getByRole('button', { name: button, exact: true }).click();
  await expectPersonWording(scope, language, form);
}

for (const language of ['en', 'ar'] as const) {
  test(`every console form submitted empty reads for a person, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    request,
  }) => {
    test.slow(); // Nine forms, each a page or a dialog of its own.
    const t = TEXTS[language];
    await answerPreferences(page, { language });

    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await submitEmpty(page, t.login.submit, language, 'sign-in');

    await page.goto('/auth/register');
    // The genders offered are the reader's words, as on the profile (the server sends English labels).
    await expect(
      page.getByRole('combobox', { name: t.signUp.fields.gender }).locator('option', {
        hasText: t.profile.genders.female,
      }),
    ).toHaveCount(1);
    await submitEmpty(page, t.signUp.register.submit, language, 'registration');

    // The console's forms as the Super Admin: every submit is refused, so nothing changes.
    await useSession(page, await apiSignIn(request, 'admin'));

    await page.goto('/staff');
    await page.getByRole('button', { name: t.staff.invite }).click();
    const invite = page.getByRole('dialog');
    await submitEmpty(page, t.staff.send, language, 'staff invitation');
    await expect(
      invite.getByText(language === 'ar' ? arabicFields.ROLE_NOT_CHOSEN : 'Choose a role'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/roles');
    await page.getByRole('button', { name: t.roles.new, exact: true }).click();
    await submitEmpty(page, t.roles.create, language, 'new role');
    await page.keyboard.press('Escape');

    await page.goto('/master?kind=venues');
    await page.getByRole('button', { name: t.master.new.venues }).click();
    await submitEmpty(page, t.master.create, language, 'new venue');
    // The server's refusal: the form's summary is shown, and was read above.
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/event/new');
    await submitEmpty(page, t.eventForm.saveDraft, language, 'event form');

    await page.goto('/profile');
    await page.getByRole('button', { name: t.profile.details.edit }).click();
    const details = formWith(page, t.profile.edit.save);
    await details.locator('[name="full_name"]').fill('');
    await details.locator('[name="user_name"]').fill('');
    await submitEmpty(page, t.profile.edit.save, language, 'profile edit');
    await details.getByRole('button', { name: t.profile.edit.cancel }).click();

    await submitEmpty(page, t.profile.password.submit, language, 'password change');
    await submitEmpty(page, t.connections.add.submit, language, 'add connection');
  });
}
