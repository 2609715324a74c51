import { expect, test, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiEvent,
  apiPost,
  apiRegisterFor,
  apiSignIn,
  apiStaffMember,
  expectAccessible,
  useSession,
} from './fixtures.ts';

// The signed-out pages and every console page an administrator reaches, in both directions and
// both colour schemes.
const AUTH_PAGES = ['/auth/login', '/auth/register'];
const PAGES = [
  '/dashboard/analytics',
  '/profile',
  '/notifications',
  '/review/registrations',
  '/sms/outbox',
  '/subscriber',
  '/audit',
  '/roles',
  '/master?kind=teams',
  '/staff',
];

/** Opens each page in the given scheme and direction and checks it with axe once it has loaded. */
async function checkPages(page: Page, theme: Theme, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', theme.direction);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme.colorScheme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
}

type Theme = { colorScheme: 'light' | 'dark'; language: 'en' | 'ar'; direction: 'ltr' | 'rtl' };

for (const colorScheme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    const theme: Theme = { colorScheme, language, direction: language === 'ar' ? 'rtl' : 'ltr' };
    const named = `${colorScheme}, ${theme.direction}`;

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
}
