import { expect, test, type Locator } from '@playwright/test';
import { answerPreferences, apiSignIn, useSession } from './fixtures.ts';

/*
 * Arabic mirrors the console: a dropdown, a table, a form and the breadcrumbs, measured
 * as a reader sees them. Every check is written in reading order (start → end), and runs in
 * English and in Arabic, so each passes only if the Arabic layout is English's mirror image.
 * The shared `admin` account's language is answered inside the page and never saved.
 */

const WORDS = {
  en: {
    account: /^Account menu for /,
    breadcrumb: 'Breadcrumb',
    edit: 'Edit details',
    form: 'Edit your details',
    save: 'Save changes',
  },
  ar: {
    account: /^قائمة حساب /,
    breadcrumb: 'مسار التنقل',
    edit: 'تعديل البيانات',
    form: 'تعديل بياناتك',
    save: 'حفظ التغييرات',
  },
};

type Box = { left: number; right: number; top: number; bottom: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${String(locator)} is not on screen`);
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
}

/** Where an element's text is drawn, which can be narrower than its box. */
const textBox = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** The side a field draws its value on (text-align as resolved against its own direction). */
const valueSide = (locator: Locator) =>
  locator.evaluate((el) => {
    const { textAlign, direction } = getComputedStyle(el);
    if (textAlign === 'start') return direction === 'rtl' ? 'right' : 'left';
    if (textAlign === 'end') return direction === 'rtl' ? 'left' : 'right';
    return textAlign;
  });

for (const language of ['en', 'ar'] as const) {
  const rtl = language === 'ar';
  const words = WORDS[language];
  const start = rtl ? 'right' : 'left';
  /** How far a box's start edge lies from another's, along the reading direction. */
  const startGap = (inner: Box, outer: Box) => (rtl ? outer.right - inner.right : inner.left - outer.left);
  const endGap = (inner: Box, outer: Box) => (rtl ? inner.left - outer.left : outer.right - inner.right);
  /** `a` is read before `b` on the same line: it ends where, or before, `b` starts. */
  const readBefore = (a: Box, b: Box) =>
    expect(rtl ? a.left - b.right : b.left - a.right).toBeGreaterThanOrEqual(-1);

  test.describe(`${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await answerPreferences(page, { language, direction: rtl ? 'rtl' : 'ltr' });
      await useSession(page, await apiSignIn(page.request, 'admin'));
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    test(`${language}: the account menu opens from its button's end edge and reads from the ${start}`, async ({
      page,
    }) => {
      await page.goto('/dashboard/analytics');
      const button = page.getByRole('button', { name: words.account });
      await button.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const target = await box(button);
      // The menu and its button share their end edge, so it opens inwards, over the page.
      await expect.poll(async () => Math.abs(endGap(await box(menu), target))).toBeLessThanOrEqual(1);
      expect((await box(menu)).top).toBeGreaterThan(target.bottom);
      const [profileItem, logout] = await menu.getByRole('menuitem').all();
      if (!profileItem || !logout) throw new Error('the account menu has two items');
      // Each item's picture or icon comes first, then its words, from the start side.
      readBefore(await box(profileItem.locator('img')), await textBox(profileItem.locator('p').first()));
      readBefore(await box(logout.locator('svg')), await textBox(logout.locator('.mantine-Menu-itemLabel')));
      await expect(menu).toHaveCSS('direction', rtl ? 'rtl' : 'ltr');
    });

    test(`${language}: the registrations table starts at the ${start} with its headers aligned there`, async ({
      page,
    }) => {
      await page.goto('/review/registrations');
      const table = page.getByRole('table');
      const row = table.getByRole('row').nth(1);
      // The first call to a fresh server's queue can take a while on a busy machine.
      await expect(row).toBeVisible({ timeout: 15_000 });
      const scroller = await box(page.getByRole('region').filter({ has: table }));
      const headers = await table.getByRole('columnheader').all();
      // The name column is the first seen: flush with the start edge of the scrolling box.
      expect(Math.abs(startGap(await box(headers[0]!), scroller))).toBeLessThanOrEqual(1);
      for (let i = 1; i < headers.length; i++) readBefore(await box(headers[i - 1]!), await box(headers[i]!));
      // A header's words sit at its start edge (a narrow one's fill it); so does the name under it.
      for (const header of headers.slice(0, -1)) {
        const [cell, text] = [await box(header), await textBox(header)];
        expect(startGap(text, cell)).toBeLessThanOrEqual(endGap(text, cell));
      }
      const nameCell = row.getByRole('cell').first();
      const name = await textBox(nameCell.locator('p').first());
      expect(startGap(name, await box(nameCell))).toBeLessThan(endGap(name, await box(nameCell)));
      // The decisions are read approve, then reject.
      const [approve, reject] = await row.getByRole('button').all();
      readBefore(await box(approve!), await box(reject!));
    });

    test(`${language}: the profile form lines labels and values up on the ${start}`, async ({ page }) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: words.edit }).click();
      const form = page.getByRole('form', { name: words.form });
      await expect(form).toHaveCSS('direction', rtl ? 'rtl' : 'ltr');
      const labels = await form.locator('label[for]').all();
      expect(labels.length).toBeGreaterThanOrEqual(8);
      const fields: Box[] = [];
      for (const label of labels) {
        const field = form.locator(`[id="${await label.getAttribute('for')}"]`);
        const name = (await label.textContent()) ?? '';
        fields.push(await box(field));
        // Each label starts where its box starts, and the value is drawn on that side too,
        // phone number and date included (those keep their digits left to right).
        expect(Math.abs(startGap(await box(label), fields.at(-1)!)), name).toBeLessThanOrEqual(1);
        expect(await valueSide(field), name).toBe(start);
      }
      // An e-mail address reads left to right in both languages, while it is being typed too.
      await expect(form.locator('input[type="email"]')).toHaveCSS('direction', 'ltr');
      // Fields side by side are read in order: country code, then number; birth date, then gender.
      readBefore(fields[2]!, fields[3]!);
      readBefore(fields[5]!, fields[6]!);
      // Save ends the form, at its end edge.
      const save = await box(form.getByRole('button', { name: words.save }));
      expect(Math.abs(endGap(save, await box(form)))).toBeLessThanOrEqual(1);
    });

    test(`${language}: the breadcrumbs start at the ${start}, level with the page title`, async ({
      page,
    }) => {
      await page.goto('/review/registrations');
      const trail = page.getByRole('navigation', { name: words.breadcrumb });
      const crumb = trail.locator('.mantine-Breadcrumbs-root > :not(.mantine-Breadcrumbs-separator)');
      await expect(crumb).toHaveCount(3); // Home › Organisation › Registrations
      const crumbs = await crumb.all();
      for (let i = 1; i < crumbs.length; i++) readBefore(await box(crumbs[i - 1]!), await box(crumbs[i]!));
      const title = await textBox(page.getByRole('heading', { level: 1 }));
      expect(Math.abs(startGap(await box(crumbs[0]!), title))).toBeLessThanOrEqual(4);
    });

    test(`${language}: on a 360 px phone (the narrowest common) the header fits, from the menu button at the ${start}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/profile');
      const controls = page.getByRole('banner').locator('button, a');
      await expect(page.getByRole('button', { name: words.account })).toBeVisible();
      // Menu button, home link, search, settings, scheme, friends, bell, account: all reachable.
      const boxes: Box[] = [];
      for (const control of await controls.all()) {
        await expect(control).toBeInViewport({ ratio: 1 });
        boxes.push(await box(control));
      }
      expect(boxes).toHaveLength(8);
      for (let i = 1; i < boxes.length; i++) readBefore(boxes[i - 1]!, boxes[i]!);
    });

    test(`${language}: a date in the profile is read day, month, year`, async ({ page }) => {
      await page.goto('/profile');
      // admin was born on 12 April 1985 (demo seed).
      const date = page.getByRole('definition').filter({ hasText: '1985' });
      const part = (text: string) =>
        date.evaluate((el, wanted) => {
          const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
          const at = node?.textContent?.indexOf(wanted) ?? -1;
          if (!node || at < 0) throw new Error(`"${wanted}" is not in "${el.textContent}"`);
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + wanted.length);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        }, text);
      readBefore(await part('12'), await part('1985'));
    });
  });
}
