import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  apiActiveSubscriber,
  apiMinorOf,
  apiPost,
  apiStaffMember,
  expectAccessible,
  useSession,
  xsrfHeader,
} from './fixtures.ts';

type Person = Awaited<ReturnType<typeof apiActiveSubscriber>>;

/** `from` asks `to`, a child, to connect; the child's parent approves it, then the child accepts. */
async function connect(request: APIRequestContext, from: Person, to: Person, parent: Person) {
  await apiPost(request, 'connections/request', from.session.token ?? '', {
    subscriberID: to.session.subscriberID,
    kind: 'friend',
  });
  await apiPost(
    request,
    `family/children/${String(to.session.subscriberID)}/requests/decide`,
    parent.session.token ?? '',
    { subscriberID: from.session.subscriberID, kind: 'friend', approve: true },
  );
  await apiPost(request, 'connections/respond', to.session.token ?? '', {
    fromId: from.session.subscriberID,
    accept: true,
  });
}

async function consoleOf(browser: Browser, person: Person) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, person.session);
  await page.goto('/dashboard/analytics');
  return page;
}

const friendsButton = (page: Page) => page.getByRole('button', { name: /^Friends and chat/ });
const chat = (page: Page) => page.getByRole('region', { name: 'Chat' });
const openChat = async (page: Page, name: string) => {
  await friendsButton(page).click();
  await page
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
};
/** A birthday `years` ago, this spring. */
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years - 1}-04-01`;

test("a coach's chat with a 14-year-old includes the parent, and an adult cannot message an 11-year-old", async ({
  browser,
  request,
}) => {
  test.slow();
  const parent = await apiActiveSubscriber(request);
  const teen = await apiMinorOf(request, parent, bornYearsAgo(14));
  const coach = await apiStaffMember(request, 'coach');
  await connect(request, coach, teen, parent);

  const coachPage = await consoleOf(browser, coach);
  await openChat(coachPage, teen.person.full_name);
  const header = `${coach.person.full_name}, ${teen.person.full_name}, ${teen.person.full_name}’s parent ${parent.person.full_name}`;
  await expect(chat(coachPage).getByRole('heading', { name: header })).toBeVisible();
  await chat(coachPage).getByRole('textbox', { name: 'Message' }).fill('Training moved to 6pm');
  await chat(coachPage).getByRole('button', { name: 'Send' }).click();
  await expect(chat(coachPage).getByRole('log')).toContainText('Training moved to 6pm');

  // The parent sees the conversation in their own console, unread until they open it, and the child is told.
  const parentPage = await consoleOf(browser, parent);
  await expect(friendsButton(parentPage)).toHaveAccessibleName('Friends and chat, 1 unread');
  await openChat(parentPage, `${teen.person.full_name}, ${coach.person.full_name}`);
  await expect(chat(parentPage).getByRole('heading', { name: header })).toBeVisible();
  await expect(chat(parentPage).getByRole('log')).toContainText('Training moved to 6pm');
  await expect(chat(parentPage).getByRole('log')).toContainText(coach.person.full_name);
  const teenPage = await consoleOf(browser, teen);
  await openChat(teenPage, coach.person.full_name);
  await expect(chat(teenPage).getByText('Your parent can read your messages.')).toBeVisible();
  await expectAccessible(teenPage);

  // Under 13: no send box, the reason instead; the API refuses too.
  const younger = await apiMinorOf(request, parent, bornYearsAgo(11));
  await connect(request, coach, younger, parent);
  await coachPage.reload();
  await openChat(coachPage, younger.person.full_name);
  await expect(chat(coachPage).getByRole('status')).toContainText(
    'Under 13, only a child’s parents message them',
  );
  await expect(chat(coachPage).getByRole('textbox', { name: 'Message' })).toBeHidden();
  await expectAccessible(coachPage);
  const refused = await request.post('/api/v1/chat/messages', {
    data: { friendId: younger.session.subscriberID, msg: 'Hello' },
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(coach.session.token)}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toMatchObject({ code: 'CHAT_PARENTS_ONLY' });
});
