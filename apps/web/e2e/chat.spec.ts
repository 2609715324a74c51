import { expect, test, type Browser, type Page } from '@playwright/test';
import { chat, friendsButton } from './chat-fixtures.ts';
import { apiActiveSubscriber, apiPost, expectAccessible, useSession } from './fixtures.ts';

// A 1×1 PNG.
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Person = Awaited<ReturnType<typeof apiActiveSubscriber>>;

/** Two fresh people who are connected as friends, each in their own browser. */
async function twoFriends(browser: Browser, request: Parameters<typeof apiActiveSubscriber>[0]) {
  const a = await apiActiveSubscriber(request);
  const b = await apiActiveSubscriber(request);
  await apiPost(request, 'connections/request', a.session.token ?? '', {
    subscriberID: b.session.subscriberID,
    kind: 'friend',
  });
  await apiPost(request, 'connections/respond', b.session.token ?? '', {
    fromId: a.session.subscriberID,
    accept: true,
  });
  const open = async (person: Person) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useSession(page, person.session);
    await page.goto('/dashboard/analytics');
    return page;
  };
  return { a, b, pageA: await open(a), pageB: await open(b) };
}

const friendList = (page: Page) => page.getByRole('complementary', { name: 'Friends' });

async function openChatWith(page: Page, name: string) {
  await friendsButton(page).click();
  await friendList(page)
    .getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
    .click();
  await expect(chat(page).getByRole('heading', { name })).toBeVisible();
}

test('two friends find each other, chat live, see typing and unread counts', async ({ browser, request }) => {
  const { a, b, pageA, pageB } = await twoFriends(browser, request);

  // The search box filters as you type: only the friend (not the demo contact) is left.
  await friendsButton(pageA).click();
  const list = friendList(pageA);
  await expect(list.getByPlaceholder('Search Friend . . .')).toBeVisible();
  await expect(list.getByRole('button', { name: /Echo \(demo contact\)/ })).toBeVisible();
  await list
    .getByRole('textbox', { name: 'Search friends' })
    .fill(b.person.full_name.slice(0, 8).toUpperCase());
  await expect(list.getByRole('button', { name: /Echo \(demo contact\)/ })).toBeHidden();
  await expect(
    list.getByRole('button', { name: new RegExp(`^${b.person.full_name}, Online`) }),
  ).toBeVisible();
  await list.getByRole('button', { name: new RegExp(`^${b.person.full_name}`) }).click();
  await expect(chat(pageA).getByRole('heading', { name: b.person.full_name })).toBeVisible();

  // B is typing…, then A's message arrives without a reload and counts as unread until opened.
  await chat(pageA).getByRole('textbox', { name: 'Message' }).pressSequentially('Hello the');
  await chat(pageA).getByRole('textbox', { name: 'Message' }).fill('');
  await expect(friendsButton(pageB)).toHaveAccessibleName('Friends and chat');
  await chat(pageA).getByRole('textbox', { name: 'Message' }).fill('Hello there, training at 6?');
  await chat(pageA).getByRole('button', { name: 'Send' }).click();
  await expect(chat(pageA).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(chat(pageA).getByRole('log')).toContainText('Hello there, training at 6?');
  await expect(friendsButton(pageB)).toHaveAccessibleName('Friends and chat, 1 unread');

  await openChatWith(pageB, a.person.full_name);
  await expect(chat(pageB).getByRole('log')).toContainText('Hello there, training at 6?');
  await expect(friendsButton(pageB)).toHaveAccessibleName('Friends and chat');

  // Typing shows on the other side while someone types.
  await chat(pageB).getByRole('textbox', { name: 'Message' }).pressSequentially('Yes, see');
  await expect(chat(pageA).getByText('Typing . . .')).toBeVisible();
  await chat(pageB).getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat(pageA).getByRole('log')).toContainText('Yes, see');
  await expect(chat(pageA).getByText('Typing . . .')).toBeHidden();

  // A picture goes the same way; a file that is not a picture is refused with the server's reason.
  const picture = chat(pageA).getByLabel('Picture to send');
  await picture.setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1PX, 'base64'),
  });
  await expect(chat(pageB).getByRole('img', { name: 'Picture received' })).toBeVisible();
  await expect(chat(pageA).getByRole('img', { name: 'Picture you sent' })).toBeVisible();
  // Both load, from the signed address only the two of them are given.
  for (const shown of [
    chat(pageB).getByRole('img', { name: 'Picture received' }),
    chat(pageA).getByRole('img', { name: 'Picture you sent' }),
  ]) {
    await expect(shown).toHaveAttribute('src', /^\/media\/chat\/[0-9a-f]+\.webp\?exp=\d+&sig=/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await picture.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(chat(pageA).getByText('The picture must be a JPEG, PNG or WebP image.')).toBeVisible();

  // Collapsing the list closes the chat too.
  await friendsButton(pageA).click();
  await expect(friendList(pageA)).toBeHidden();
  await expect(chat(pageA)).toBeHidden();
  await pageA.context().close();
  await pageB.context().close();
});

test('an empty message turns the send button red until a valid key', async ({ browser, request }) => {
  const { b, pageA, pageB } = await twoFriends(browser, request);
  await openChatWith(pageA, b.person.full_name);
  const send = chat(pageA).getByRole('button', { name: 'Send' });
  const input = chat(pageA).getByRole('textbox', { name: 'Message' });
  await input.fill('   ');
  await input.press('Enter');
  await expect(send).toHaveAttribute('data-error', 'true');
  await expect(chat(pageA).getByRole('button', { name: 'Attach a picture' })).toHaveAttribute(
    'data-error',
    'true',
  );
  await expect(chat(pageA).getByText('Type a message first')).toBeVisible();
  await input.press('h');
  await expect(send).not.toHaveAttribute('data-error');
  await pageA.context().close();
  await pageB.context().close();
});

test('the demo contact types and echoes the message 3 seconds later', async ({ page, request }) => {
  const me = await apiActiveSubscriber(request);
  await useSession(page, me.session);
  await page.goto('/dashboard/analytics');
  await openChatWith(page, 'Echo (demo contact)');
  await chat(page).getByRole('textbox', { name: 'Message' }).fill('Ping from the test');
  const sentAt = Date.now();
  await chat(page).getByRole('button', { name: 'Send' }).click();
  await expect(chat(page).getByText('Typing . . .')).toBeVisible();
  const replies = chat(page).locator('[data-type="1"]', { hasText: 'Ping from the test' });
  await expect(replies).toHaveCount(1, { timeout: 8_000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2_900);
  await expect(chat(page).getByText('Typing . . .')).toBeHidden();
});

test('CHAT NOT FOUND once the friend is no longer a connection; older messages load on scroll', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { a, b, pageA, pageB } = await twoFriends(browser, request);
  for (let i = 1; i <= 33; i++) {
    await apiPost(request, 'chat/messages', a.session.token ?? '', {
      friendId: b.session.subscriberID,
      msg: `note ${i}`,
    });
  }
  await openChatWith(pageB, a.person.full_name);
  const log = chat(pageB).getByRole('log');
  await expect(log).toContainText('note 33');
  await expect(log.locator('[data-type="1"]')).toHaveCount(30);
  // Once the newest is in view (100 ms after opening), the reader scrolls up to the top.
  const viewport = chat(pageB).locator('.mantine-ScrollArea-viewport');
  await expect.poll(() => viewport.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await viewport.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(log.locator('[data-type="1"]')).toHaveCount(33);
  await expect(chat(pageB).getByRole('button', { name: 'Show older messages' })).toHaveCount(0);

  // A has the chat with B open when B ends the connection: the live channel closes it off.
  await openChatWith(pageA, b.person.full_name);
  await apiPost(request, 'connections/remove', b.session.token ?? '', {
    subscriberID: a.session.subscriberID,
    kind: 'friend',
  });
  await expect(chat(pageA).getByText('CHAT NOT FOUND')).toBeVisible();
  await pageA.context().close();
  await pageB.context().close();
});

test('in Arabic the friend list and the chat slide in from the left and speak Arabic', async ({
  browser,
  request,
}) => {
  const { a, b, pageA, pageB } = await twoFriends(browser, request);
  await pageA.context().close();
  await pageB.context().close();
  const context = await browser.newContext();
  const page = await context.newPage();
  // A fresh person's choice, saved to their own account: no demo account is touched.
  await page.addInitScript(() => {
    const arabic = { language: 'ar', direction: 'rtl' };
    localStorage.setItem('fieldhouse.preferences', JSON.stringify({ preferences: arabic, pending: arabic }));
  });
  await useSession(page, a.session);
  await page.goto('/dashboard/analytics');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: /^الأصدقاء والمحادثة/ }).click();
  const list = page.getByRole('complementary', { name: 'الأصدقاء' });
  await expect(list.getByPlaceholder('ابحث عن صديق . . .')).toBeVisible();
  // Slid in from the left edge (the end side in right to left), not the right.
  await expect.poll(async () => (await list.boundingBox())?.x ?? -1).toBeLessThan(40);
  await list.getByRole('button', { name: new RegExp(`^${b.person.full_name}`) }).click();
  const chatPanel = page.getByRole('region', { name: 'المحادثة' });
  await expect(chatPanel.getByRole('heading', { name: b.person.full_name })).toBeVisible();
  await expect(chatPanel.getByRole('button', { name: 'العودة إلى قائمة الأصدقاء' })).toBeVisible();
  await expect.poll(async () => (await chatPanel.boundingBox())?.x ?? -1).toBeLessThan(40);
  await expectAccessible(page);
  await context.close();
});
