import { DEFAULT_PREFERENCES } from '@fieldhouse/contract';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiPost,
  apiRegister,
  apiSignIn,
  expectAccessible,
  newSubscriber,
  readSmsCode,
  useSession,
} from './fixtures.ts';

// The widget kit through the product's own pages: the dashboard's cards, the failed-reload alert
// and the staff reject dialog. Timings are checked from below (at least the widget's own time), never as
// exact values, so a busy machine slows a test without failing it.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const bodyOverflowY = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

/** Opens a card's options menu and returns it; it opens bottom-right (CARD_MENU_POSITION). */
async function openOptions(page: Page, card: Locator, title: string): Promise<Locator> {
  await card.getByRole('button', { name: `Options for ${title}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function chooseOption(page: Page, card: Locator, title: string, option: string | RegExp) {
  const menu = await openOptions(page, card, title);
  await menu.getByRole('menuitem', { name: option }).click();
  await expect(menu).toBeHidden();
}

test.describe('dashboard cards', () => {
  const title = 'Sign-ups per day';

  test.beforeEach(async ({ page }) => {
    await useSession(page, await apiSignIn(page.request, 'admin'));
    await page.goto('/dashboard/analytics');
    // The first visit also compiles the dashboard's chunk on a cold server.
    await expect(page.getByRole('region', { name: title })).toBeVisible({ timeout: 20_000 });
  });

  test('the options menu opens bottom-right; header-less cards have none', async ({ page }) => {
    const card = page.getByRole('region', { name: title });
    const trigger = card.getByRole('button', { name: `Options for ${title}` });
    const menu = await openOptions(page, card, title);
    await expect(menu.getByRole('menuitem')).toHaveText(['Maximize', 'Collapse', 'Reload', 'Remove']);
    const [button, dropdown] = [await trigger.boundingBox(), await menu.boundingBox()];
    expect(dropdown!.y).toBeGreaterThan(button!.y + button!.height - 1);
    expect(Math.abs(dropdown!.x + dropdown!.width - (button!.x + button!.width))).toBeLessThan(2);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The headline figures hide their header, and with it the options.
    const figure = page.locator('section').filter({ hasText: 'Total subscribers' });
    await expect(figure).toHaveCount(1);
    await expect(figure.getByRole('button')).toHaveCount(0);
  });

  test('maximize fills the window over 500 ms and blocks page scrolling; restore gives it back', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: title });
    // Note each animation's length as it starts: a slow machine may finish it before we look.
    await page.evaluate(() => {
      const started: unknown[] = [];
      Object.assign(window, { started });
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the element as `this`
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        started.push(typeof options === 'number' ? options : options?.duration);
        return animate.call(this, frames, options);
      };
    });
    await chooseOption(page, card, title, 'Maximize');
    await expect(card).toHaveAttribute('data-maximized', 'true');
    expect(await page.evaluate(() => (window as unknown as { started: unknown[] }).started)).toEqual([500]);
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await card.boundingBox())?.width).toBe(viewport.width);
    expect((await card.boundingBox())?.height).toBe(viewport.height);
    expect(await bodyOverflowY(page)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await scrollY(page)).toBe(0);
    await expectAccessible(page);

    await chooseOption(page, card, title, 'Restore');
    await expect(card).not.toHaveAttribute('data-maximized');
    expect((await card.boundingBox())!.width).toBeLessThan(viewport.width);
    expect(await bodyOverflowY(page)).not.toBe('hidden');
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('collapse hides the body and swaps minus for plus; expand shows it again', async ({ page }) => {
    const card = page.getByRole('region', { name: title });
    const chart = card.locator('svg[data-chart="signups"]');
    let menu = await openOptions(page, card, title);
    const collapse = menu.getByRole('menuitem', { name: 'Collapse' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse.locator('svg.tabler-icon-minus')).toHaveCount(1);
    await collapse.click();
    await expect(chart).toBeHidden();

    menu = await openOptions(page, card, title);
    const expand = menu.getByRole('menuitem', { name: 'Expand' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand.locator('svg.tabler-icon-plus')).toHaveCount(1);
    await expand.click();
    await expect(chart).toBeVisible();
    // The bars' figures, day by day, for screen readers.
    await expect(card.getByRole('table', { name: title }).getByRole('row')).toHaveCount(31);
  });

  test('reload shows the overlay until the figures are read again, then the card is expanded', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: title });
    await chooseOption(page, card, title, 'Collapse');
    // Hold the answer back until the overlay has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/dashboard/analytics', async (route) => {
      await held;
      await route.continue();
    });
    const refetch = page.waitForRequest('**/api/v1/dashboard/analytics');
    await chooseOption(page, card, title, 'Reload');
    await refetch;
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeVisible();
    await expect(card.getByRole('status')).toHaveText(`Reloading ${title}`);
    release();
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeHidden();
    await expect(card.locator('svg[data-chart="signups"]')).toBeVisible();
  });

  test('remove fades the card out in 400 ms; focus moves to showing it again', async ({ page }) => {
    const card = page.getByRole('region', { name: title });
    const started = Date.now();
    await chooseOption(page, card, title, 'Remove');
    await expect(card).toHaveCount(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // The keyboard focus went with the card; it lands on the way back, and Enter takes it.
    await expect(page.getByRole('button', { name: 'Show the removed card' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show the removed/ })).toHaveCount(0);
  });

  test('a failed reload keeps the figures and says so in an alert that can be closed', async ({ page }) => {
    await page.route('**/api/v1/dashboard/analytics', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: '400', code: 'BAD_REQUEST', message: 'The figures are resting.' }),
      }),
    );
    const card = page.getByRole('region', { name: title });
    await chooseOption(page, card, title, 'Reload');
    const alert = page.getByRole('alert').filter({ hasText: 'Analytics could not be refreshed' });
    await expect(alert).toContainText('The figures are resting.');
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.locator('svg[data-chart="signups"]')).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
  });
});

test('a card with nothing to reload shows the overlay for 3 seconds', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'sam'));
  await page.goto('/dashboard/analytics');
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card).toBeVisible();
  const started = Date.now();
  await chooseOption(page, card, 'Your account', 'Reload');
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(card).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
});

/** A subscriber whose phone is verified, waiting in the staff review queue. */
async function waitingRegistration(request: APIRequestContext) {
  const person = newSubscriber();
  const registered = await apiRegister(request, person);
  await apiPost(request, 'sendotp', registered.token ?? '', {});
  await apiPost(request, 'validateotp', registered.token ?? '', {
    code: await readSmsCode(person.mobile),
  });
  return person;
}

/** The review queue as `admin`, on its last page, where the newest sign-up is (oldest first). */
async function openQueueAsStaff(page: Page) {
  await useSession(page, await apiSignIn(page.request, 'admin'));
  await page.goto('/review/registrations');
  // The queue is read along with the console's other first calls: slow on a busy machine.
  await expect(page.getByText(/^Waiting for review \(\d+\)$/)).toBeVisible({ timeout: 15_000 });
  const last = page.getByRole('button', { name: 'last page' });
  if ((await last.count()) > 0) await last.click();
}

test.describe('the kit modal, as the reject dialog', () => {
  test.slow();

  test('opens over a 0.6 backdrop, locks the page, and closes from header, footer, backdrop', async ({
    page,
    request,
  }) => {
    const person = await waitingRegistration(request);

    await openQueueAsStaff(page);
    const open = page.getByRole('button', { name: `Reject ${person.full_name}` });
    const dialog = page.getByRole('dialog', { name: 'Reject registration' });

    // Header close button.
    await open.click();
    await expect(dialog).toBeVisible();
    expect(await bodyOverflowY(page)).toBe('hidden');
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.6)');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await bodyOverflowY(page)).not.toBe('hidden');

    // Footer button; the dialog leaves the page 300 ms after it is hidden.
    await open.click();
    await expect(dialog).toBeVisible();
    const hidden = Date.now();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(Date.now() - hidden).toBeGreaterThanOrEqual(300);

    // The backdrop, outside the dialog.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toHaveCount(0);

    // And the dialog still rejects.
    await open.click();
    await dialog.getByLabel('Reason').fill('We could not confirm your club membership.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toHaveCount(0);
  });
});

test.describe('in the dark scheme', () => {
  // These run as the shared `admin`, so the dark choice stays in this page: the account's saved
  // preferences are answered as dark and never written (theme.spec.ts checks saving on fresh people).
  test.beforeEach(async ({ page }) => {
    const dark = { ...DEFAULT_PREFERENCES, colorScheme: 'dark' };
    await page.addInitScript((preferences) => {
      localStorage.setItem('fieldhouse.preferences', JSON.stringify({ preferences, pending: {} }));
    }, dark);
    await page.route('**/api/v1/preferences', (route) =>
      route.fulfill({ json: { status: '200', preferences: dark, updatedAt: null } }),
    );
  });

  test('cards, the open menu and the maximized card stay accessible', async ({ page }) => {
    test.slow(); // three axe passes
    await useSession(page, await apiSignIn(page.request, 'admin'));
    await page.goto('/dashboard/analytics');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const title = 'By status';
    const card = page.getByRole('region', { name: title });
    await expect(card).toBeVisible();
    await expectAccessible(page);
    await openOptions(page, card, title);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Maximize' }).click();
    await expect(card).toHaveAttribute('data-maximized', 'true');
    await expectAccessible(page);
  });

  test('the reject dialog is accessible in the dark', async ({ page, request }) => {
    test.slow();
    const person = await waitingRegistration(request);
    await openQueueAsStaff(page);
    await page.getByRole('button', { name: `Reject ${person.full_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject registration' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Say why the registration is rejected')).toBeVisible();
    await expectAccessible(page);
  });
});
