import { expect, test, type Page } from '@playwright/test';
import {
  answerPreferences,
  apiActiveSubscriber,
  apiFamily,
  apiPost,
  apiRegister,
  apiSignIn,
  apiVerifiedSubscriber,
  AXE_THEMES,
  expectAccessible,
  newSubscriber,
  readSms,
  useSession,
} from './fixtures.ts';

/*
 * What subscribers and parents see, in both directions and both colour schemes: each step of
 * signing up, the parent's approval, a connection request, and a subscriber's own console.
 * Each page signs in a fresh person in the state it needs (demo `sam` only reads his console),
 * and returns the address to open; `at` is where the page must then be.
 */
const UNDER_AGE = { date_of_birth: '2013-04-02' };

const PAGES: { name: string; at: RegExp; open: (page: Page) => Promise<string> }[] = [
  {
    name: 'phone code',
    at: /\/auth\/verify$/,
    open: async (page) => {
      await useSession(page, await apiRegister(page.request, newSubscriber()));
      return '/auth/verify';
    },
  },
  {
    name: 'awaiting review',
    at: /\/auth\/awaiting-review$/,
    open: async (page) => {
      await useSession(page, (await apiVerifiedSubscriber(page.request)).session);
      return '/auth/awaiting-review';
    },
  },
  {
    name: 'awaiting parent',
    at: /\/auth\/login$/,
    open: async (page) => {
      await useSession(page, (await apiVerifiedSubscriber(page.request, UNDER_AGE)).session);
      return '/auth/login';
    },
  },
  {
    name: 'parent approval',
    at: /\/auth\/login\?c=/,
    open: async (page) => {
      const parent = await apiActiveSubscriber(page.request);
      const child = await apiVerifiedSubscriber(page.request, UNDER_AGE);
      await apiPost(page.request, 'subscriber/parentID', child.session.token ?? '', {
        isd_code: '+44',
        mobile: parent.person.mobile,
      });
      const text = await readSms(parent.person.mobile, 'parent-request');
      await useSession(page, parent.session);
      return /\/x\?c=[^\s&]+&p=\S+/.exec(text)?.[0] ?? 'no link in the text';
    },
  },
  {
    name: 'connection request',
    at: /\/auth\/relation\/\w/,
    open: async (page) => {
      const [asker, answerer] = [
        await apiActiveSubscriber(page.request),
        await apiActiveSubscriber(page.request),
      ];
      await apiPost(page.request, 'connections/request', asker.session.token ?? '', {
        subscriberID: answerer.session.subscriberID,
        kind: 'teammate',
      });
      await useSession(page, answerer.session);
      return `/auth/relation/${String(asker.session.subscriberID)}`;
    },
  },
  {
    name: 'subscriber dashboard',
    at: /\/dashboard\/analytics$/,
    open: async (page) => {
      await useSession(page, await apiSignIn(page.request, 'sam'));
      return '/dashboard/analytics';
    },
  },
  {
    // A parent with a child: each open event (the demo's) lists both, with a Register button or why not.
    name: 'my events',
    at: /\/my\/events$/,
    open: async (page) => {
      await useSession(page, (await apiFamily(page.request)).parent.session);
      return '/my/events';
    },
  },
  {
    name: 'subscriber profile',
    at: /\/profile$/,
    open: async (page) => {
      await useSession(page, await apiSignIn(page.request, 'sam'));
      return '/profile';
    },
  },
];

for (const { colorScheme, language, direction } of AXE_THEMES) {
  for (const { name, at, open } of PAGES) {
    test(`${name} passes axe: ${colorScheme}, ${direction}`, async ({ page }) => {
      await answerPreferences(page, { colorScheme, language, direction });
      await page.goto(await open(page));
      await expect(page).toHaveURL(at);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Checked once the page's data is in: nothing still loading, busy or sending.
      for (const busy of ['[aria-busy="true"]', '.mantine-Skeleton-root', '.mantine-Loader-root']) {
        await expect(page.locator(busy)).toHaveCount(0);
      }
      await expectAccessible(page);
    });
  }
}
