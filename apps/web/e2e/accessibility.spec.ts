import { expect, test, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiEvent,
  apiFamily,
  apiPost,
  apiRegisterFor,
  apiSignIn,
  apiStaffMember,
  AXE_THEMES,
  expectAccessible,
  type AxeTheme,
  useSession,
} from './fixtures.ts';
import { apiScore, apiTeam, apiTournament, apiVenue } from './match-fixtures.ts';

// The signed-out pages and every console page an administrator reaches, in each axe look (AXE_THEMES).
const AUTH_PAGES = ['/auth/login', '/auth/register'];
const PAGES = [
  '/dashboard/analytics',
  '/profile',
  '/notifications',
  '/review/registrations',
  '/review/safeguarding',
  '/sms/outbox',
  '/subscriber',
  '/audit',
  '/roles',
  '/master?kind=teams',
  '/staff',
  '/settings',
];

/** Opens each page in the given scheme and direction and checks it with axe once it has loaded. */
async function checkPages(page: Page, theme: AxeTheme, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', theme.direction);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme.colorScheme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
}

for (const theme of AXE_THEMES) {
  const named = `${theme.colorScheme}, ${theme.direction}`;

  test(`the signed-out pages pass axe: ${named}`, async ({ page }) => {
    await answerPreferences(page, theme);
    await checkPages(page, theme, AUTH_PAGES);
  });

  // Three pages a test: axe takes seconds a page on a busy machine.
  for (const [part, paths] of [PAGES.slice(0, 4), PAGES.slice(4, 7), PAGES.slice(7)].entries()) {
    test(`every console page passes axe (${part + 1} of 3): ${named}`, async ({ page }) => {
      test.slow();
      // The shared `admin` account's saved theme is answered inside this page and never written.
      await answerPreferences(page, theme);
      await useSession(page, await apiSignIn(page.request, 'admin'));
      await checkPages(page, theme, paths);
    });
  }

  test(`the events pages pass axe: ${named}`, async ({ page }) => {
    test.slow();
    await answerPreferences(page, theme);
    // A staff member of their own, waiting for a full event's place and then offered it, so
    // every part of the pages has something to show: a list, a calendar, statuses, an offer.
    const staff = await apiStaffMember(page.request, 'admin');
    const other = await apiActiveSubscriber(page.request);
    const token = staff.session.token ?? '';
    const event = await apiEvent(page.request, token, { capacity: 1, kind: 'camp' });
    const held = await apiRegisterFor(
      page.request,
      other.session.token ?? '',
      event.id,
      other.session.subscriberID ?? '',
    );
    await apiRegisterFor(page.request, token, event.id, staff.session.subscriberID ?? '');
    await apiPost(page.request, `events/${event.id}/registrations/${held.id}`, token, {
      status: 'cancelled',
    });
    await useSession(page, staff.session);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await checkPages(page, theme, [
      '/event',
      `/event?view=calendar&day=${day}`,
      `/event?view=calendar&period=week&day=${day}`,
      `/event/${event.id}`,
      `/event/${event.id}?mode=attendance`,
      '/event/new',
      '/my/events',
    ]);
  });

  test(`the matches pages, their dialogs, My fixtures and the dashboard's cards pass axe: ${named}`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await answerPreferences(page, theme);
    // A staff member of their own, a tournament of four with results (two teams level on
    // everything, so the lots prompt shows), a second one still to generate, and a parent whose
    // child plays for one of the teams.
    const staff = await apiStaffMember(page.request, 'admin');
    const token = String(staff.session.token);
    const stamp = String(Date.now()).slice(-8);
    const { parent, child } = await apiFamily(page.request);
    const team = `Swifts ${stamp}`;
    const teamId = await apiTeam(page.request, token, team, [child.person.user_name]);
    const venueId = await apiVenue(page.request, token, `Ground ${stamp}`);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const cup = await apiTournament(page.request, token, {
      title: `Axe cup ${stamp}`,
      entrants: [teamId, 'Rovers', 'United', 'Athletic'],
      venueId,
      dates: [day(-7), day(7), day(14)],
    });
    await apiScore(page.request, token, cup.matches, [team, 'Rovers'], [2, 1]);
    await apiScore(page.request, token, cup.matches, ['United', 'Athletic'], [0, 0]);
    const fresh = await apiTournament(page.request, token, {
      title: `Axe league ${stamp}`,
      entrants: ['North', 'South'],
    });
    await useSession(page, staff.session);
    const base = `/match/${cup.event.id}`;
    await checkPages(page, theme, [
      '/match',
      base,
      `${base}?tab=table`,
      `${base}?tab=teams`,
      `${base}?tab=settings`,
      `/match/${fresh.event.id}?tab=generate`,
    ]);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', /generate/);

    // The score dialog, with a correction's log (found by the match's name, in any language).
    await page.goto(base);
    const played = page.locator(`li[aria-label*="${team}"][aria-label*="Rovers"]`);
    await played.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('list')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Moving a match still to play: the menu's first entry.
    const later = page.locator(`li[aria-label*="${team}"][aria-label*="United"]`);
    await later.getByRole('button').last().click();
    await page.getByRole('menuitem').first().click();
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    await expectAccessible(page);

    // The players dialog of the team.
    await page.goto(`/master?kind=teams&q=${encodeURIComponent(team)}`);
    await page.getByRole('button', { name: new RegExp(team) }).click();
    await page.getByRole('menuitem').first().click();
    await expect(page.getByRole('dialog').getByRole('list')).toContainText(child.person.full_name);
    await expectAccessible(page);

    // The dashboard with what is coming up: the cards arrive in a chunk of their own.
    await page.goto('/dashboard/analytics');
    // The upcoming events card's "View all".
    await expect(page.locator('main a[href="/event"]')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    // The parent's My fixtures, with a calendar address just made.
    // A context of its own: axe reads a page only through one.
    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await answerPreferences(parentPage, theme);
    await useSession(parentPage, parent.session);
    await checkPages(parentPage, theme, ['/my/fixtures']);
    await parentPage.locator('section[aria-labelledby="calendar-title"]').getByRole('button').click();
    await expect(parentPage.locator('input[readonly]')).toHaveValue(/\.ics$/);
    await expectAccessible(parentPage);
    await parentContext.close();
  });

  test(`a subscriber record's tabs pass axe: ${named}`, async ({ page }) => {
    test.slow();
    await answerPreferences(page, theme);
    const admin = await apiSignIn(page.request, 'admin');
    await useSession(page, admin);
    // Read only: the administrator's own record (the test sessions fill its sign-ins tab).
    const record = `/subscriber/${String(admin.subscriberID)}`;
    await checkPages(
      page,
      theme,
      ['', '?tab=family', '?tab=signIns', '?tab=messages'].map((tab) => record + tab),
    );
  });
}
