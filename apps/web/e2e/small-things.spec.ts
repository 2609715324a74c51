import { expect, test, type Page } from '@playwright/test';
import { audit as auditAr } from '../src/features/audit/texts/ar/audit.ts';
import { shell as shellAr } from '../src/lib/i18n/ar/shell.ts';
import { sms as smsAr } from '../src/features/sms/texts/ar/sms.ts';
import { staff as staffAr } from '../src/features/staff/texts/ar/staff.ts';
import { audit as auditEn } from '../src/features/audit/texts/en/audit.ts';
import { shell as shellEn } from '../src/lib/i18n/en/shell.ts';
import { sms as smsEn } from '../src/features/sms/texts/en/sms.ts';
import { staff as staffEn } from '../src/features/staff/texts/en/staff.ts';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiEvent,
  apiPost,
  apiRegister,
  apiRegisterFor,
  apiSignIn,
  apiStaffMember,
  expectAccessible,
  lettersOf,
  newSubscriber,
  useSession,
} from './fixtures.ts';

/*
 * Small things a review found: a status cut short, a colour too faint in the dark, a phone that
 * hid a list's actions off to the side, and a header search that stopped at five people and lost
 * what was typed fast.
 */

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const WORDS = {
  en: { audit: auditEn, shell: shellEn, sms: smsEn, staff: staffEn },
  ar: { audit: auditAr, shell: shellAr, sms: smsAr, staff: staffAr },
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function inLanguage(page: Page, language: Language) {
  return answerPreferences(page, { language, direction: language === 'ar' ? 'rtl' : 'ltr' });
}

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Registered people whose names share one word no other test uses, for the search to find. */
async function namesakes(page: Page, count: number) {
  const word = `Vexford${lettersOf(Date.now() % 1e8)}${lettersOf(Math.floor(Math.random() * 100))}`;
  for (let i = 0; i < count; i += 1) {
    await apiRegister(page.request, newSubscriber({ full_name: `Quill ${word} ${lettersOf(i + 10)}` }));
  }
  return word;
}

for (const language of LANGUAGES) {
  const words = WORDS[language];

  test(`${language}: the text log shows each status badge’s whole word, wide and on a phone`, async ({
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

  test(`${language}: on a phone the Staff and Audit lists keep each person’s actions and each entry’s object in reach, and a mid-width Staff table its actions`, async ({
    page,
  }) => {
    const { person, session } = await apiStaffMember(page.request, 'coach');
    await inLanguage(page, language);
    await useSession(page, await apiSignIn(page.request, 'admin'));
    await page.setViewportSize(PHONE);

    await page.goto(`/staff?q=${person.user_name}`);
    const staff = page.getByRole('list', { name: words.staff.table });
    await expect(staff.getByRole('link', { name: person.full_name })).toBeInViewport();
    const actionsName = words.staff.actionsFor.replace('{{name}}', person.full_name);
    const actions = staff.getByRole('button', { name: actionsName });
    await expect(actions).toBeInViewport();
    await expectNoSidewaysScroll(page, PHONE.width);
    await expectAccessible(page);
    await actions.click();
    await page.getByRole('menuitem', { name: words.staff.deactivate }).click();
    const dialog = page.getByRole('dialog', {
      name: words.staff.deactivateDialog.title.replace('{{name}}', person.full_name),
    });
    // Escape belongs to the dialog once it holds the focus (before, the closing menu's item had it).
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Between a phone and a wide screen the table shows, and each row's actions stay in view
    // without scrolling it sideways (at 1024 px the side menu leaves it less than its width).
    await page.setViewportSize({ width: 1024, height: 800 });
    const table = page.getByRole('table', { name: words.staff.table });
    await expect(table.getByRole('button', { name: actionsName })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(PHONE);

    // The entry of the role they were given: what it was done to opens from the phone's list.
    await page.goto(`/audit?action=role-give&object=subscriber:${String(session.subscriberID)}`);
    const trail = page.getByRole('list', { name: words.audit.table });
    await expect(trail.getByRole('listitem')).toHaveCount(1);
    const object = trail.getByRole('link', { name: person.full_name });
    await expect(object).toBeInViewport();
    await expectNoSidewaysScroll(page, PHONE.width);
    await expectAccessible(page);
    await object.click();
    await expect(page).toHaveURL(new RegExp(`/subscriber/${String(session.subscriberID)}$`));
  });

  test(`${language}: the header search offers all its people in Subscribers, filtered by what was typed`, async ({
    page,
  }) => {
    const word = await namesakes(page, 6);
    await inLanguage(page, language);
    await useSession(page, await apiSignIn(page.request, 'admin'));
    await page.goto('/dashboard/analytics');
    await page.getByRole('button', { name: words.shell.searchPagesAndPeople }).click();
    await page.getByRole('searchbox', { name: words.shell.searchPagesAndPeople }).fill(word);
    const dialog = page.getByRole('dialog');
    // Five of the six are listed, then the way to all of them.
    await expect(dialog.getByRole('button', { name: new RegExp(word) })).toHaveCount(5);
    await dialog.getByRole('button', { name: words.shell.searchSeeAll }).click();
    await expect(page).toHaveURL(new RegExp(`/subscriber\\?q=${word}$`));
    await expect(page.getByRole('link', { name: new RegExp(word) })).toHaveCount(6);
  });
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`${colorScheme}: attendance marks and an event’s statuses pass axe with a mark chosen`, async ({
    page,
  }) => {
    const staff = await apiStaffMember(page.request, 'admin');
    const event = await apiEvent(page.request, staff.session.token ?? '');
    const people = [await apiActiveSubscriber(page.request), await apiActiveSubscriber(page.request)];
    for (const { session } of people) {
      await apiRegisterFor(page.request, session.token ?? '', event.id, session.subscriberID ?? '');
    }
    await answerPreferences(page, { colorScheme });
    await useSession(page, staff.session);
    await page.goto(`/event/${event.id}?mode=attendance`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const list = page.getByRole('list', { name: 'People with a place' });
    const attended = list.getByRole('group', { name: people[0]!.person.full_name }).getByRole('button', {
      name: 'Attended',
    });
    const absent = list.getByRole('group', { name: people[1]!.person.full_name }).getByRole('button', {
      name: 'Absent',
    });
    await attended.click();
    await expect(attended).toHaveAttribute('aria-pressed', 'true');
    await absent.click();
    await expect(absent).toHaveAttribute('aria-pressed', 'true');
    await expect(attended).toBeEnabled();
    await expect(absent).toBeEnabled();
    await expectAccessible(page);
    // Each toggle's word whole on a wide screen too.
    for (const label of await list.locator('.mantine-Button-label').all()) {
      expect(await label.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    }

    // The registrations with those statuses, and the event's status buttons.
    await page.goto(`/event/${event.id}`);
    await expect(
      page.getByRole('table', { name: 'Registrations' }).getByText('Attended', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close registration' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the header search keeps every key typed at once into the header box, and text pasted there', async ({
  page,
  context,
}) => {
  const word = await namesakes(page, 1);
  await useSession(page, await apiSignIn(page.request, 'admin'));
  await page.goto('/dashboard/analytics');
  const label = shellEn.searchPagesAndPeople;
  const dialog = page.getByRole('dialog');
  const search = dialog.getByRole('textbox', { name: label });

  // Typed with no pause between keys: the first hands the box over to the dialog's search.
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('searchbox', { name: label })).toBeFocused();
  await page.keyboard.type(word, { delay: 0 });
  await expect(search).toHaveValue(word);
  await expect(search).toBeFocused();
  await expect(dialog.getByRole('button', { name: new RegExp(word) })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // One key, then at once the rest pasted.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), word.slice(1));
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('searchbox', { name: label })).toBeFocused();
  await page.keyboard.type(word.slice(0, 1), { delay: 0 });
  await page.keyboard.press('ControlOrMeta+V');
  await expect(search).toHaveValue(word);
  await expect(dialog.getByRole('button', { name: new RegExp(word) })).toHaveCount(1);
});
