import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPost, useSession, type apiActiveSubscriber } from './fixtures.ts';

/* The chat journeys' people and panel: connecting an adult with a child, each person's console, the chat. */

type Person = Awaited<ReturnType<typeof apiActiveSubscriber>>;

/** `from` asks `to`, a child, to connect; the child's parent approves it, then the child accepts. */
export async function connect(request: APIRequestContext, from: Person, to: Person, parent: Person) {
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

export async function consoleOf(browser: Browser, person: Person) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, person.session);
  await page.goto('/dashboard/analytics');
  return page;
}

export const friendsButton = (page: Page) => page.getByRole('button', { name: /^Friends and chat/ });
export const chat = (page: Page) => page.getByRole('region', { name: 'Chat' });
export const openChat = async (page: Page, name: string) => {
  await friendsButton(page).click();
  await page
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
};
/** A birthday `years` ago, this spring. */
export const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years - 1}-04-01`;
