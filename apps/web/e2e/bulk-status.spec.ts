import { expect, test, type Page } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiStaffMember,
  apiVerifiedSubscriber,
  expectAccessible,
  lettersOf,
  useSession,
} from './fixtures.ts';

/** A word only this run's people have in their names (letters: the search finds it anywhere). */
const wordOfRun = () => `Bulk${lettersOf(Date.now() % 1e8)}${lettersOf(Math.floor(Math.random() * 1e4))}`;

/** The starter's row on /jobs (a holder of bulk.jobs sees everyone's: theirs is the one they started). */
const jobRow = (page: Page, starter: string) =>
  page.getByRole('region', { name: 'Jobs' }).getByRole('row').filter({ hasText: starter }).first();

test('staff choose 3 people in the directory, suspend them with a reason, and watch the job finish on /jobs', async ({
  page,
  request,
}) => {
  test.slow();
  const word = wordOfRun();
  const people = [];
  for (const n of ['a', 'b', 'c'])
    people.push((await apiActiveSubscriber(request, { full_name: `Tess ${word} ${n}` })).person);
  const staff = await apiStaffMember(request, 'admin');
  await useSession(page, staff.session);
  await page.goto(`/subscriber?q=${word}`);
  const table = page.getByRole('region', { name: /Directory/ });
  // A loaded machine can be slow to draw the first page.
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 45_000 });
  for (const person of people)
    await table.getByRole('checkbox', { name: `Select ${person.full_name}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  // The chosen rows' tint keeps their names' links readable.
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Change the status of the chosen people' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend people' });
  await expect(dialog.getByTestId('bulk-count')).toHaveText(/^This reaches 3 people\./);
  // The reason is required: the server says so next to the box.
  await dialog.getByRole('button', { name: 'Suspend: 3 people' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fees unpaid this season');
  await dialog.getByRole('button', { name: 'Suspend: 3 people' }).click();

  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const row = jobRow(page, staff.person.full_name);
  await expect(row.getByTestId('job-state')).toHaveText('Finished');
  await expect(row.getByTestId('job-report')).toHaveText('3 done · 0 skipped · 0 failed');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);
  // The row is the database's: a reload shows the same.
  await page.reload();
  await expect(jobRow(page, staff.person.full_name).getByTestId('job-report')).toHaveText(
    '3 done · 0 skipped · 0 failed',
  );

  // The directory shows them suspended.
  await page.goto(`/subscriber?q=${word}`);
  await expect(table.getByRole('row').filter({ hasText: 'Suspended' })).toHaveCount(3);
});

test('staff approve every sign-up a search matches, past one page, and the report counts them all', async ({
  page,
  request,
}) => {
  test.slow();
  const word = wordOfRun();
  for (let n = 0; n < 26; n++)
    await apiVerifiedSubscriber(request, { full_name: `Tess ${word} ${lettersOf(n)}` });
  const staff = await apiStaffMember(request, 'admin');
  await useSession(page, staff.session);
  await page.goto(`/subscriber?q=${word}`);
  const table = page.getByRole('region', { name: /Directory/ });
  await expect(page.getByTestId('directory-total')).toHaveText('26 subscribers', { timeout: 45_000 });
  await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page.getByRole('button', { name: 'Select all 26 that match' }).click();
  await expect(page.getByText('All 26 that match are selected.')).toBeVisible();

  await page.getByRole('button', { name: 'Change the status of the chosen people' }).click();
  await page.getByRole('menuitem', { name: 'Approve sign-ups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve sign-ups' });
  await expect(dialog.getByTestId('bulk-count')).toHaveText(/^This reaches 26 people\./);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checked at the club night');
  await dialog.getByRole('button', { name: 'Approve sign-ups: 26 people' }).click();

  await expect(page).toHaveURL(/\/jobs$/);
  const row = jobRow(page, staff.person.full_name);
  await expect(row.getByTestId('job-state')).toHaveText('Finished');
  await expect(row.getByTestId('job-report')).toHaveText('26 done · 0 skipped · 0 failed');
  await page.goto(`/subscriber?q=${word}&status=1`);
  await expect(page.getByTestId('directory-total')).toHaveText('26 subscribers');
});
