import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { apiFamily, apiSignIn, useSession } from './fixtures.ts';

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

  // Staff see the request in their queue, asked by the parent, and confirm it.
  // (The demo administrator only decides here, about this journey's own child.)
  await useSession(page, await apiSignIn(request, 'admin'));
  await page.goto('/review/deletions');
  const row = page.getByRole('row').filter({ hasText: 'Ada Zephyrine' });
  await expect(row).toContainText(`Their parent, ${parent.person.full_name}`);
  await row.getByRole('button', { name: 'Delete the account of Ada Zephyrine' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the account?' })
    .getByRole('button', { name: 'Delete the account' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Ada Zephyrine' })).toHaveCount(0);
});
