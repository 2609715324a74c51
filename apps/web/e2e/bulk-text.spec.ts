import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiStaffMember,
  expectAccessible,
  lettersOf,
  useSession,
} from './fixtures.ts';

/** A word only this run's people have in their names (letters: the search finds it anywhere). */
const wordOfRun = () => `Text${lettersOf(Date.now() % 1e8)}${lettersOf(Math.floor(Math.random() * 1e4))}`;

/**
 * Axe on the open dialog once its fade-in is over. The directory under the backdrop is left out:
 * axe reads its links against the dimmed backdrop where the dialog's edge crosses them (the
 * directory's own pages are checked in accessibility.spec.ts).
 */
async function expectDialogAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

const jobRow = (page: Page, starter: string) =>
  page.getByRole('region', { name: 'Jobs' }).getByRole('row').filter({ hasText: starter }).first();

test('staff choose 3 people, see the count and cost of a text, send it and watch the job to its report', async ({
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
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 45_000 });
  for (const person of people)
    await table.getByRole('checkbox', { name: `Select ${person.full_name}` }).check();

  await page.getByRole('button', { name: 'Send a text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a text to the chosen people' });
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Training moves to 6 pm on Friday');
  await expect(dialog.getByTestId('segment-counter')).toContainText('segments: 1');
  await expect(dialog.getByTestId('bulk-text-count')).toHaveText('3 people chosen; 3 can be texted.');
  await expect(dialog.getByTestId('bulk-text-cost')).toHaveText('Cost: 3 segments in all');
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Send to 3 people' }).click();

  await expect(page).toHaveURL(/\/jobs$/);
  const row = jobRow(page, staff.person.full_name);
  await expect(row.getByTestId('job-state')).toHaveText('Finished');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // Sent now or held for the quiet hours, depending on the hour: three in all, none skipped.
  await expect(row.getByTestId('job-report')).toHaveText(
    /^\d sent · \d held for quiet hours · 0 skipped · 0 failed$/,
  );
  await expect(row.getByRole('button', { name: 'Everyone and what happened (CSV)' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(jobRow(page, staff.person.full_name).getByTestId('job-state')).toHaveText('Finished');
});

const VARIANTS = [
  { colorScheme: 'light', language: 'en', width: 1280, open: 'Send a text' },
  { colorScheme: 'dark', language: 'ar', width: 390, open: 'إرسال رسالة نصية' },
  { colorScheme: 'dark', language: 'en', width: 1280, open: 'Send a text' },
  { colorScheme: 'light', language: 'ar', width: 390, open: 'إرسال رسالة نصية' },
] as const;

for (const v of VARIANTS) {
  test(`the bulk text dialog over the directory passes axe: ${v.colorScheme}, ${v.language}, ${v.width} px`, async ({
    page,
    request,
  }, info) => {
    test.slow();
    const word = wordOfRun();
    await apiActiveSubscriber(request, { full_name: `Tess ${word} a` });
    const staff = await apiStaffMember(request, 'admin');
    const direction = v.language === 'ar' ? 'rtl' : 'ltr';
    await answerPreferences(page, { colorScheme: v.colorScheme, language: v.language, direction });
    await page.setViewportSize({ width: v.width, height: v.width === 390 ? 844 : 900 });
    await useSession(page, staff.session);
    await page.goto(`/subscriber?q=${word}`);
    await page.getByRole('checkbox').nth(1).check({ timeout: 45_000 });
    await page.getByRole('button', { name: v.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox')
      .fill(v.language === 'ar' ? 'التدريب الجمعة الساعة السادسة' : 'Training at six');
    await expect(dialog.getByTestId('bulk-text-cost')).toBeVisible();
    await expectDialogAccessible(page);
    await page.screenshot({
      path: info.outputPath(`bulk-text-${v.colorScheme}-${v.language}-${v.width}.png`),
    });
  });
}
