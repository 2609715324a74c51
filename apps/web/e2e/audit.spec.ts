import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiActiveSubscriber, apiSignIn, apiStaffMember, useSession } from './fixtures.ts';

/** A sign-in with the wrong password, as a stranger would try. */
async function failedSignIn(request: APIRequestContext, username: string) {
  await request.get('/api/v1/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/v1/login', {
    data: { username, password: 'not their password' },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status()).toBe(401);
}

test('staff read a person’s trail (failed sign-ins included), filter it by action, and export it', async ({
  page,
  request,
}) => {
  const { person } = await apiActiveSubscriber(request);
  await failedSignIn(request, person.user_name);
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/dashboard/analytics');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();

  // Found by name: typing part of it offers the person, and choosing them filters the trail.
  await page.getByRole('combobox', { name: 'Person' }).fill(person.full_name);
  await page.getByRole('option', { name: new RegExp(`@${person.user_name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`person=${person.user_name}`));
  const table = page.getByRole('table', { name: 'Audit trail entries' });
  // Newest first: the failed sign-in after the good one the set-up made.
  await expect(table.getByRole('row').nth(1)).toContainText('Sign-in failed');
  await expect(table.getByRole('row').nth(2)).toContainText('Signed in');
  await expect(table.getByRole('cell', { name: 'Signed up' })).toBeVisible();

  // One kind of action; the view survives a reload.
  await page.getByRole('combobox', { name: 'Action' }).fill('Sign-in failed');
  await page.getByRole('option', { name: 'Sign-in failed' }).click();
  await expect(page).toHaveURL(/action=login-failed/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(person.full_name);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  // The time on the organisation's clock (TIME_ZONE), as a spreadsheet reads a date and time.
  expect(lines[0]).toMatch(/^Time \([\w/+-]+\),Person,/);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  expect(lines[1]).toContain(`${person.full_name},${person.user_name},Sign-in failed`);
  expect(lines[1]).toContain('Wrong password');
  expect(lines.join('\n')).not.toContain('{');

  // Nothing matches: a useful empty state.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-01-02');
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
});

test('an entry names the role given and the person, found by name as the object', async ({
  page,
  request,
}) => {
  const { person } = await apiStaffMember(request, 'coach');
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/audit?action=role-give');
  await page.getByRole('combobox', { name: 'Object' }).fill(person.full_name);
  await page.getByRole('option', { name: new RegExp(person.full_name) }).click();
  await expect(page).toHaveURL(/object=subscriber%3A|object=subscriber:/);
  const table = page.getByRole('table', { name: 'Audit trail entries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Gave a role');
  await expect(row).toContainText('Now Coach');
  await expect(row.getByRole('link', { name: person.full_name })).toHaveAttribute('href', /\/subscriber\//);
  await expect(table.getByRole('columnheader', { name: 'Menu item' })).toHaveCount(0);
});

test('coaches have no audit trail', async ({ page, request }) => {
  await useSession(page, await apiSignIn(request, 'coach'));
  await page.goto('/audit');
  await expect(page.getByText(/permission/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
});
