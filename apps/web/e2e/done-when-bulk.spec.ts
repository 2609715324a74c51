import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiGet,
  apiPost,
  apiSmsDelivered,
  apiStaffMember,
  lettersOf,
  useSession,
} from './fixtures.ts';

const ROWS = 1_000;
/** Every hundredth row's mobile is too short: rows 100, 200, … 1,000 of the data, 10 in all. */
const isBad = (i: number) => i % 100 === 0;

/** A 1,000-row roster whose good people share this run's last name; 10 rows are bad. */
function roster(stamp: string, firstMobile: number) {
  const lines = ['First name,Last name,Mobile,Date of birth,Gender,Sport'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      isBad(i)
        ? `Short,Number${stamp},12,1990-05-17,female,Football`
        : `Row ${lettersOf(i)},Season${stamp},${firstMobile + i},1990-05-17,female,Football`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** A key figure as drawn on /kpi, read as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.locator(`[data-figure="${label}"] p`).nth(1);
  await expect(value).toHaveText(/\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
}

async function openKpis(page: Page) {
  await page.goto('/kpi');
  await expect(page.locator('[data-kpi] [data-figure]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The directory showing the imported group, every match chosen, and the text dialog open. */
async function chooseGroupAndOpenText(page: Page, stamp: string) {
  await page.goto(`/subscriber?q=season${stamp}`);
  const table = page.getByRole('region', { name: /Directory/ });
  await table.getByRole('checkbox', { name: 'Select every row on this page' }).check({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Select all 990 that match' }).click();
  await expect(page.getByText('All 990 that match are selected.')).toBeVisible();
  await page.getByRole('button', { name: 'Send a text' }).click();
  return page.getByRole('dialog', { name: 'Send a text to the chosen people' });
}

/** The newest bulk text on /jobs started by this run's staff member. */
const newestText = (page: Page, starter: string) =>
  page
    .getByRole('region', { name: 'Jobs' })
    .getByRole('row')
    .filter({ hasText: starter })
    .filter({ hasText: 'Text to many people' })
    .first();

/** "N sent · N held for quiet hours · N skipped · N failed", as numbers. */
async function reportOf(page: Page, starter: string) {
  const words = await newestText(page, starter).getByTestId('job-report').innerText();
  const [sent = NaN, held = NaN, skipped = NaN, failed = NaN] = (words.match(/\d[\d,]*/g) ?? []).map((n) =>
    Number(n.replace(/,/g, '')),
  );
  return { sent, held, skipped, failed };
}

/** A text template of this run's, in English and Arabic (a name placeholder in each). */
async function apiTemplate(request: APIRequestContext, token: string, name: string) {
  await apiPost(request, 'sms/templates', token, {
    name,
    textEn: 'Hello {firstName}, the season starts on Saturday.',
    textAr: 'مرحبًا {firstName}، يبدأ الموسم يوم السبت.',
  });
}

/** In the open bulk text dialog: a template instead of words of one's own. */
async function chooseTemplate(page: Page, dialog: Locator, name: string) {
  await dialog.locator('label[for$="-template"]').click();
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name }).click();
}

test("issue 27's walk: import 1,000 rows with 10 bad, text the 990, watch it, cancel a second send halfway, see the key figures move", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await apiStaffMember(request, 'admin');
  const token = String(staff.session.token);
  const starter = staff.person.full_name;
  const stamp = lettersOf(Date.now() % 1_000_000);
  const firstMobile = 7_500_000_000 + (Date.now() % 400_000) * 1_000;
  const template = `Season start ${stamp}`;
  await apiTemplate(request, token, template);
  await useSession(page, staff.session);
  await openKpis(page);
  const before = {
    newcomers: await figure(page, 'New subscribers'),
    texts: await figure(page, 'Texts sent'),
  };

  // The import: a dry run names the 10 bad rows (the header is row 1), then the 990 go in.
  await page.goto('/bulk/import');
  await page.locator('input[type=file]').setInputFiles({
    name: 'season.csv',
    mimeType: 'text/csv',
    buffer: roster(stamp, firstMobile),
  });
  await page.getByRole('button', { name: 'Check every row' }).click();
  await expect(page.getByText(/^990 of 1,?000 rows can be imported; 10 have a problem\.$/)).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems, row by row' });
  await expect(problems.getByRole('row')).toHaveCount(11);
  for (let i = 100; i <= ROWS; i += 100)
    await expect(problems.getByRole('row', { name: new RegExp(`^${i + 1} Mobile `) })).toBeVisible();
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });

  // A text to the imported group: its count and cost, then its job's progress, also after a reload.
  let dialog = await chooseGroupAndOpenText(page, stamp);
  await dialog
    .getByRole('textbox', { name: 'Text' })
    .fill('Welcome to the club: training starts on Saturday.');
  await expect(dialog.getByTestId('bulk-text-count')).toHaveText('990 people chosen; 990 can be texted.');
  await expect(dialog.getByTestId('bulk-text-cost')).toHaveText('Cost: 990 segments in all');
  await dialog.getByRole('button', { name: 'Send to 990 people' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const progress = newestText(page, starter).getByRole('progressbar');
  await expect(progress).toBeVisible();
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(newestText(page, starter).getByTestId('job-state')).toHaveText('Finished');
  const first = await reportOf(page, starter);
  expect(first.sent + first.held).toBe(990);
  // The provider reports three of them delivered (demo mode stores texts; the provider's callback
  // is what makes a text count as sent in the key figures).
  const log = (await apiGet(request, `sms/log?q=season${stamp}`, token)) as { items: { id: number }[] };
  for (const sms of log.items.slice(0, 3)) await apiSmsDelivered(request, sms.id);

  // A second send, with a template: its words and each language's count show before sending.
  dialog = await chooseGroupAndOpenText(page, stamp);
  await chooseTemplate(page, dialog, template);
  await expect(dialog.getByTestId('bulk-text-words')).toHaveText(
    /^EnglishHello \S+, the season starts on Saturday\.$/,
  );
  await expect(dialog.getByText('English — people: 990 · segments: 990')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to 990 people' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  // Cancelled partway (one person a transaction on this server): the report says what went.
  const second = newestText(page, starter);
  await expect(second.getByTestId('job-state')).toHaveText('Running');
  await expect(second.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
  await second.getByRole('button', { name: /^Cancel Text to many people/ }).click();
  await expect(second.getByTestId('job-state')).toHaveText('Cancelled');
  await expect(second.getByTestId('job-report')).toBeVisible();
  const cancelled = await reportOf(page, starter);
  expect(cancelled.sent + cancelled.held).toBeGreaterThan(0);
  expect(cancelled.sent + cancelled.held).toBeLessThan(990);

  // The key figures moved: 990 more new subscribers, and the texts delivered.
  await openKpis(page);
  expect(await figure(page, 'New subscribers')).toBeGreaterThanOrEqual(before.newcomers + 990);
  expect(await figure(page, 'Texts sent')).toBeGreaterThanOrEqual(before.texts + 3);
});

test('a template chosen for a bulk text shows its words and its count in each reader’s language', async ({
  page,
  request,
}) => {
  const word = `Tmpl${lettersOf(Date.now() % 1e8)}${lettersOf(Math.floor(Math.random() * 1e4))}`;
  const people = [
    (await apiActiveSubscriber(request, { full_name: `Tess ${word} a`, language: 'ar' })).person,
    (await apiActiveSubscriber(request, { full_name: `Tess ${word} b`, language: 'en' })).person,
  ];
  const staff = await apiStaffMember(request, 'admin');
  const template = `Season start ${word}`;
  await apiTemplate(request, String(staff.session.token), template);
  await useSession(page, staff.session);
  await page.goto(`/subscriber?q=${word}`);
  const table = page.getByRole('region', { name: /Directory/ });
  for (const person of people)
    await table.getByRole('checkbox', { name: `Select ${person.full_name}` }).check({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Send a text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a text to the chosen people' });
  await chooseTemplate(page, dialog, template);

  await expect(
    dialog.getByText('English — people: 1 · segments: 1 · Arabic — people: 1 · segments: 1'),
  ).toBeVisible();
  const words = dialog.getByTestId('bulk-text-words');
  await expect(words.and(page.locator('[lang="en"]'))).toHaveText(
    /^EnglishHello \S+, the season starts on Saturday\.$/,
  );
  await expect(words.and(page.locator('[lang="ar"]'))).toContainText('يبدأ الموسم يوم السبت');
  await expect(dialog.getByRole('button', { name: 'Send to 2 people' })).toBeEnabled();
});
