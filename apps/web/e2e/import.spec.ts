import { expect, test } from '@playwright/test';
import { apiGet, apiStaffMember, expectAccessible, lettersOf, useSession } from './fixtures.ts';

/** A 50-row file of people whose last name carries this run's stamp; rows 10, 20 and 30 are bad. */
function fiftyRows(stamp: string, firstMobile: number) {
  const lines = ['First name,Last name,Mobile,Date of birth,Gender,Sport'];
  for (let i = 1; i <= 50; i++) {
    const mobile = String(firstMobile + i);
    if (i === 10) lines.push(`Short,Number${stamp},12,1990-05-17,female,Football`);
    else if (i === 20) lines.push(`Late,Born${stamp},${mobile},2090-01-01,male,Football`);
    else if (i === 30) lines.push(`Odd,Sport${stamp},${mobile},1990-05-17,male,Curling on Mars`);
    else lines.push(`Row ${lettersOf(i)},Imported${stamp},${mobile},1990-05-17,female,Football`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

test('staff import a 50-row CSV with 3 bad rows: the report lists them, and 47 people reach the directory', async ({
  page,
  request,
}) => {
  // Two axe passes and a job on a shared machine: more than the default minute.
  test.setTimeout(150_000);
  const { session } = await apiStaffMember(request, 'admin');
  await useSession(page, session);
  const stamp = lettersOf(Date.now() % 1_000_000);
  const firstMobile = 7_300_000_000 + (Date.now() % 100_000) * 1_000;

  await page.goto('/bulk/import');
  await expect(page.getByRole('heading', { name: 'Import subscribers', level: 1 })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: fiftyRows(stamp, firstMobile),
  });
  await expect(page.getByText('roster.csv: 50 rows')).toBeVisible();
  // The columns are guessed from the English headers.
  await expect(page.getByRole('combobox', { name: 'Column “Mobile”' })).toHaveValue('Mobile number');
  await page.getByRole('button', { name: 'Check every row' }).click();
  await expect(page.getByText('47 of 50 rows can be imported; 3 have a problem.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems, row by row' });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(
    problems.getByRole('row', { name: /11 Mobile Enter the mobile number, 6 to 14 digits/ }),
  ).toBeVisible();
  await expect(problems.getByRole('row', { name: /31 Sport Choose a sport from the list/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the problems (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('import-problems.csv');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
  // The report survives a reload: the import's id is in the address, its job's row in the database.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('47');
  await expectAccessible(page);

  const found = (await apiGet(request, `subscribers?q=imported${stamp}`, session.token ?? '')) as {
    total: { count: number };
  };
  expect(found.total.count).toBe(47);
});
