import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bornYearsAgo, chat, connect, consoleOf, openChat } from './chat-fixtures.ts';
import {
  apiActiveSubscriber,
  apiGet,
  apiMinorOf,
  apiStaffMember,
  expectAccessible,
  xsrfHeader,
} from './fixtures.ts';

/*
 * Quiet hours are the organisation's, in its time zone: this journey moves that zone to where it is
 * the middle of the night now, so it runs in the `organisation-wide` project (playwright.config.ts),
 * alone after every other journey, and puts the settings back. On its own:
 *   npx playwright test --no-deps apps/web/e2e/quiet-hours.spec.ts
 */

/** A fixed-offset zone where the local time now is between 02:00 and 03:00 (inside 21:00–07:00). */
function zoneAtNight(now = new Date()): string {
  let offset = 2 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  // The Etc zones' signs are POSIX's: Etc/GMT-8 is eight hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function putSettings(request: APIRequestContext, token: string | number, settings: object) {
  const res = await request.put('/api/v1/settings', {
    data: settings,
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(token)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function send(page: Page, text: string) {
  await chat(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await chat(page).getByRole('button', { name: 'Send' }).click();
  await expect(chat(page).getByRole('log')).toContainText(text);
}

test('a coach’s message to a 14-year-old in quiet hours waits for the morning: the coach reads when, the child has not got it', async ({
  browser,
  request,
}) => {
  test.slow();
  const boss = await apiStaffMember(request, 'superAdmin');
  const { settings } = (await apiGet(request, 'settings', boss.session.token ?? '')) as {
    settings: Record<string, unknown>;
  };
  const { logo: _logo, confirmed: _confirmed, updatedAt: _updatedAt, ...kept } = settings;

  const parent = await apiActiveSubscriber(request);
  const teen = await apiMinorOf(request, parent, bornYearsAgo(14));
  const coach = await apiStaffMember(request, 'coach');
  await connect(request, coach, teen, parent);
  const coachPage = await consoleOf(browser, coach);
  await openChat(coachPage, teen.person.full_name);

  try {
    await putSettings(request, boss.session.token ?? '', {
      ...kept,
      timeZone: zoneAtNight(),
      safeguarding: { ...(kept.safeguarding as object), quietHours: true },
      quietHours: { from: '21:00', to: '07:00' },
    });
    await send(coachPage, 'Kit list for Saturday');
    const bubble = chat(coachPage)
      .getByRole('log')
      .locator('[data-type="0"]')
      .filter({ hasText: 'Kit list' });
    await expect(bubble).toContainText('Delivered at 07:00');
    await expectAccessible(coachPage);

    // The child's console has the conversation, without the message.
    const teenPage = await consoleOf(browser, teen);
    await openChat(teenPage, coach.person.full_name);
    await expect(chat(teenPage).getByText('Your parent can read your messages.')).toBeVisible();
    await expect(chat(teenPage).getByRole('log')).not.toContainText('Kit list for Saturday');
    // Nor does the API give it to them.
    const res = await request.get(`/api/v1/chat/messages`, {
      params: { friendId: String(coach.session.subscriberID) },
      headers: { authorization: `Bearer ${String(teen.session.token)}` },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain('Kit list for Saturday');
  } finally {
    await putSettings(request, boss.session.token ?? '', kept);
  }
});
