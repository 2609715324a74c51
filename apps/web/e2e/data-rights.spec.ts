import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiFamily,
  apiStaffMember,
  expectAccessible,
  SUBSCRIBER_PASSWORD,
  signIn,
  useSession,
} from './fixtures.ts';

/** The names of the files in a saved ZIP, and one file's text: the archive must open. */
async function zipContents(file: string, read: string) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (err, opened) => (err ? reject(err) : resolve(opened))),
  );
  const names: string[] = [];
  let text = '';
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      if (entry.fileName !== read) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
  return { names, text };
}

const FILES = ['profile', 'connections', 'messages', 'notifications', 'registrations', 'payments', 'audit'];

test("a parent downloads their own and their child's data, and asks for the child's account to be deleted", async ({
  browser,
  page,
  request,
}) => {
  const { parent, child } = await apiFamily(request, { full_name: 'Ada Zephyrine' });
  await useSession(page, parent.session);
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'Your data' });
  let saved = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the data (ZIP)' }).click();
  let file = await saved;
  expect(file.suggestedFilename()).toMatch(/^data-.+-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(card.getByRole('status')).toHaveText('The ZIP is saved in your downloads.');
  let zip = await zipContents(await file.path(), 'connections.json');
  expect(zip.names).toEqual(
    expect.arrayContaining(['README.txt', ...FILES.flatMap((f) => [`${f}.json`, `${f}.csv`])]),
  );
  expect(zip.text).toContain('Ada Zephyrine');

  await page.getByRole('link', { name: 'Open the profile of Ada Zephyrine' }).click();
  const childCard = page.getByRole('region', { name: 'Data of Ada Zephyrine' });
  saved = page.waitForEvent('download');
  await childCard.getByRole('button', { name: 'Download the data (ZIP)' }).click();
  file = await saved;
  zip = await zipContents(await file.path(), 'profile.json');
  expect(zip.names).toContain('profile.csv');
  expect(zip.text).toContain(String(child.session.subscriberID));

  await childCard.getByRole('button', { name: 'Ask to delete the account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the account?' });
  await expect(dialog).toContainText('Ada Zephyrine');
  await dialog.getByRole('button', { name: 'Ask for deletion' }).click();
  await expect(dialog).toBeHidden();
  await expect(childCard.getByRole('status').filter({ hasText: 'is waiting for staff' })).toBeVisible();

  // Staff (a member made here, holding the seeded Admin role) see the request in their queue,
  // asked by the parent, and confirm it. A browser of their own: a tab keeps its first session.
  const staff = await apiStaffMember(request);
  const staffPage = await (await browser.newContext()).newPage();
  await useSession(staffPage, staff.session);
  await staffPage.goto('/review/deletions');
  const row = staffPage.getByRole('row').filter({ hasText: 'Ada Zephyrine' });
  await expect(row).toContainText(`Their parent, ${parent.person.full_name}`);
  await row.getByRole('button', { name: 'Delete the account of Ada Zephyrine', exact: true }).click();
  await staffPage
    .getByRole('dialog', { name: 'Delete the account?' })
    .getByRole('button', { name: 'Delete the account', exact: true })
    .click();
  await expect(staffPage.getByRole('row').filter({ hasText: 'Ada Zephyrine' })).toHaveCount(0);
  await staffPage.context().close();

  // The deleted account no longer signs in: its user name and password lead nowhere.
  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, child.person.user_name, SUBSCRIBER_PASSWORD);
  await expect(
    childPage.getByRole('alert').filter({ hasText: 'The user name or password is incorrect.' }),
  ).toBeVisible();
  await childPage.context().close();
});

test('a used or expired download link says so in the console in the reader’s language', async ({
  page,
  request,
}) => {
  const { session } = await apiActiveSubscriber(request);
  await answerPreferences(page, { language: 'ar', direction: 'rtl' });
  await useSession(page, session);
  // Where the notification of a large download leads; this link's file was never made (or is gone).
  await page.goto('/profile/downloads/no-such-download-link');
  await expect(page.getByRole('heading', { name: 'تنزيل بياناتك' })).toBeVisible();
  await page.getByRole('button', { name: 'حفظ ملف ZIP' }).click();
  const gone = page.getByRole('alert');
  await expect(gone).toContainText('هذا التنزيل حُفظ من قبل أو مضى عليه أكثر من يوم');
  await gone.getByRole('link', { name: 'اطلب البيانات مرة أخرى من ملفك الشخصي.' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('staff decline a deletion request on /review/deletions, and the person sees why on their open profile', async ({
  browser,
  page,
  request,
}) => {
  const asker = await apiActiveSubscriber(request);
  const name = asker.person.full_name;
  await useSession(page, asker.session);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Ask to delete the account…' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the account?' })
    .getByRole('button', { name: 'Ask for deletion' })
    .click();
  await expect(card.getByRole('status').filter({ hasText: 'is waiting for staff' })).toBeVisible();

  const staff = await apiStaffMember(request);
  const staffPage = await (await browser.newContext()).newPage();
  await useSession(staffPage, staff.session);
  await staffPage.goto('/review/deletions');
  await staffPage
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Decline to delete the account of ${name}` })
    .click();
  const dialog = staffPage.getByRole('dialog', { name: 'Decline the request' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  // A reason is needed: the person reads it.
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('An unpaid invoice is still open');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(staffPage.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await staffPage.context().close();

  // The person's open profile follows: the reason, and they may ask again.
  await expect(
    card.getByText('Staff did not delete the account: An unpaid invoice is still open'),
  ).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'is waiting for staff' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Ask to delete the account…' })).toBeVisible();
  await expectAccessible(page);
});
