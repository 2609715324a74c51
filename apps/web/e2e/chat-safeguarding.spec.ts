import { expect, test } from '@playwright/test';
import { bornYearsAgo, chat, connect, consoleOf, friendsButton, openChat } from './chat-fixtures.ts';
import { apiActiveSubscriber, apiMinorOf, apiStaffMember, expectAccessible, xsrfHeader } from './fixtures.ts';

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
