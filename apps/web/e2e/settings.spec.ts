import { expect, test, type Page } from '@playwright/test';
import { answerPreferences, apiGet, apiStaffMember, expectAccessible, useSession } from './fixtures.ts';

// Organisation-wide: these journeys change only what no other journey reads (the address, the tax
// number, a logo they remove again), since journeys run at once against one server.

/** A 1×1 PNG: the server turns it into the logo's WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Organisation settings', level: 1 })).toBeVisible();
}

test('the Super Admin sets the address and tax number and a logo the menu shows; an empty name is refused beside it', async ({
  page,
  request,
}) => {
  const { session } = await apiStaffMember(request, 'superAdmin');
  await useSession(page, session);
  await openSettings(page);
  const stamp = String(Date.now()).slice(-6);

  const name = page.getByLabel('Organisation name');
  const kept = await name.inputValue();
  await name.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Fill this in')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill(kept);

  await page.getByLabel('Address').fill(`${stamp} Riverside Way, Leeds`);
  await page.getByLabel('Tax number').fill(`GB ${stamp}`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  const saved = (await apiGet(request, 'settings', session.token ?? '')) as {
    settings: { address: string; taxNumber: string };
  };
  expect(saved.settings).toMatchObject({
    address: `${stamp} Riverside Way, Leeds`,
    taxNumber: `GB ${stamp}`,
  });
  await expectAccessible(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo saved')).toBeVisible();
  const menuLogo = page.getByRole('navigation', { name: 'Main navigation' }).locator('img');
  await expect(menuLogo).toHaveAttribute('src', /^\/media\/logos\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(menuLogo).toHaveCount(0);
});

test('a new install opens the settings page once for the Super Admin, in their language; others only read', async ({
  page,
  request,
}) => {
  const { session } = await apiStaffMember(request, 'superAdmin');
  await useSession(page, session);
  await answerPreferences(page, { language: 'ar', direction: 'rtl' });
  // As a new install answers before its settings are first saved (the server side is tested there).
  await page.route('**/api/v1/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { settings: Record<string, unknown> };
    return route.fulfill({
      response: answer,
      json: { ...body, settings: { ...body.settings, confirmed: false } },
    });
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'إعدادات المؤسسة', level: 1 })).toBeVisible();
  await expect(page.getByText('جهّز مؤسستك')).toBeVisible();
  // Once: going elsewhere is not sent back.
  await page.getByRole('link', { name: 'المشتركون' }).first().click();
  await expect(page.getByRole('heading', { name: 'المشتركون', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/subscriber$/);

  const coach = await apiStaffMember(request, 'coach');
  const theirs = await page.context().browser()!.newContext();
  const coachPage = await theirs.newPage();
  await useSession(coachPage, coach.session);
  await openSettings(coachPage);
  await expect(
    coachPage.getByText('Only the Super Admin changes the organisation’s settings.'),
  ).toBeVisible();
  await expect(coachPage.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await theirs.close();
});
