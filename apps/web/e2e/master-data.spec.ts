import { expect, test } from '@playwright/test';
import { apiPost, apiSignIn, useSession } from './fixtures.ts';

test('an administrator adds a venue, corrects it, archives it (it leaves the list in use) and deletes it', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, 'admin'));
  const name = `Hall ${String(Date.now()).slice(-8)}`;
  await page.goto('/master?kind=venues');
  await expect(page.getByRole('heading', { name: 'Master data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill('x');
  await dialog.getByLabel('Capacity (people)').fill('120');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter the address')).toBeVisible();
  await dialog.getByLabel('Address').fill('3 Mill Lane, Leeds');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('120');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Capacity (people)').fill('150');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('150');

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(row).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(row).toContainText('Archived');
  await expect(page).toHaveURL(/show=archived/);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});

test('a sport a team uses says where it is used and cannot be deleted; the team form offers live choices only', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, 'admin');
  const stamp = String(Date.now()).slice(-8);
  const id = (answer: Record<string, unknown>) => (answer.entry as { id: number }).id;
  const sport = id(await apiPost(request, 'master/sports', String(admin.token), { name: `Padel ${stamp}` }));
  const age = id(
    await apiPost(request, 'master/age-categories', String(admin.token), {
      name: `Under 9 ${stamp}`,
      minAge: null,
      underAge: 9,
      cutoffMonth: 9,
      cutoffDay: 1,
    }),
  );
  const season = id(
    await apiPost(request, 'master/seasons', String(admin.token), {
      name: `Season ${stamp}`,
      startsOn: '2030-09-01',
      endsOn: '2031-06-30',
      current: false,
    }),
  );
  await useSession(page, admin);
  await page.goto('/master?kind=teams');
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Name').fill(`Rockets ${stamp}`);
  for (const [label, choice] of [
    ['Sport', `Padel ${stamp}`],
    ['Age category', `Under 9 ${stamp}`],
    ['Season', `Season ${stamp}`],
  ] as const) {
    await dialog.getByRole('combobox', { name: label, exact: true }).fill(choice);
    await page.getByRole('option', { name: choice }).click();
  }
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  expect([sport, age, season].every(Boolean)).toBe(true);

  await page.getByRole('tab', { name: 'Sports' }).click();
  await page.getByLabel('Search by name').fill(`Padel ${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(`Padel ${stamp}`) });
  await expect(row).toContainText('1 team');
  await row.getByRole('button', { name: `Actions for Padel ${stamp}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled();
});
