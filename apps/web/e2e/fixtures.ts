import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { DEFAULT_PREFERENCES, type Preferences } from '@fieldhouse/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Fieldhouse#2026';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel(/user name or mobile/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the API and returns the login response: for tests about what comes after. */
export async function apiSignIn(request: APIRequestContext, username: string) {
  await request.get('/api/v1/health');
  const cookies = await request.storageState();
  const xsrf = cookies.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/v1/login', {
    data: { username, password: DEMO_PASSWORD },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, string | number>;
}

/** Puts a signed-in session into this tab's storage before the app starts, skipping the form. */
export async function useSession(page: Page, session: Record<string, string | number>): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(s)) {
      if (key !== 'status') sessionStorage.setItem(key, String(value));
    }
  }, session);
}

/**
 * Shows this page in the given theme settings without saving them to anyone's account: the boot
 * script reads them from this browser's copy, and the console's call for the account's copy is
 * answered here. Shared demo accounts keep what they have saved.
 */
export async function answerPreferences(page: Page, choices: Partial<Preferences>): Promise<Preferences> {
  const preferences = { ...DEFAULT_PREFERENCES, ...choices };
  await page.addInitScript((p) => {
    localStorage.setItem('fieldhouse.preferences', JSON.stringify({ preferences: p, pending: {} }));
  }, preferences);
  await page.route('**/api/v1/preferences', (route) =>
    route.fulfill({ json: { status: '200', preferences, updatedAt: null } }),
  );
  return preferences;
}

export type AxeTheme = { colorScheme: 'light' | 'dark'; language: 'en' | 'ar'; direction: 'ltr' | 'rtl' };

/**
 * The looks the page-by-page axe checks run in: each colour scheme once and each language (with its
 * direction) once. Contrast depends on the scheme alone and labels, names and landmarks on the
 * language alone, so light-English and dark-Arabic meet every finding the four pairings would, at
 * half the cost (the four were a quarter of CI's browser time).
 */
export const AXE_THEMES: readonly AxeTheme[] = [
  { colorScheme: 'light', language: 'en', direction: 'ltr' },
  { colorScheme: 'dark', language: 'ar', direction: 'rtl' },
];

/** axe-core: no serious or critical violation on what is on screen now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/v1/health');
  const state = await request.storageState();
  return { 'x-xsrf-token': state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** The password every subscriber made by `apiRegister` has. */
export const SUBSCRIBER_PASSWORD = 'Orange goalposts 9!';

/** A new subscriber's details; the number and names are unique within a run. */
export function newSubscriber(overrides: Record<string, string> = {}) {
  const n = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`.padStart(9, '0');
  const letters = [...n.slice(-4)].map((d) => 'abcdefghij'[Number(d)]).join('');
  return {
    full_name: `Tess Runner-${letters}`,
    user_name: `tess${n}`,
    mobile: `79${n}`,
    date_of_birth: '1994-05-17',
    ...overrides,
  };
}

/** Registers through the API (status 2) and returns the session it answers. */
export async function apiRegister(request: APIRequestContext, person: ReturnType<typeof newSubscriber>) {
  const res = await request.post('/api/v1/subscriber/register', {
    data: {
      ...person,
      isd_code: '+44',
      gender: 'female',
      sport_id: 1,
      password: SUBSCRIBER_PASSWORD,
    },
    headers: await xsrfHeader(request),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, string | number>;
}

/** The server's console, as playwright.config.ts keeps it: demo mode prints each text there whole. */
const SERVER_CONSOLE = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'server-console.log');
const PRINTED_SMS = /^SMS #\d+ to (\+\d+) \(([\w-]+)\): (.*)$/;

/**
 * The newest text message of a kind to a national number, as its reader gets it: from the demo
 * server's console (the SMS outbox shows codes and invitation links masked, to every role).
 */
export async function readSms(mobile: string, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const lines = (await readFile(SERVER_CONSOLE, 'utf8').catch(() => '')).split('\n');
      const sent = lines
        .map((line) => PRINTED_SMS.exec(line))
        .filter((m) => m !== null && m[1]!.endsWith(mobile) && m[2] === kind);
      text = sent.at(-1)?.[3] ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** The 6-digit code in the newest verification text to that number. */
export async function readSmsCode(mobile: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await readSms(mobile, 'otp'))?.[1];
  expect(code).toBeTruthy();
  return code ?? '';
}

/** A state-changing API call as a signed-in user (bearer token and anti-forgery header). */
export async function apiPost(
  request: APIRequestContext,
  path: string,
  token: string | number,
  data: unknown,
  /** More headers, e.g. the Idempotency-Key a payment or refund must carry. */
  headers: Record<string, string> = {},
) {
  const res = await request.post(`/api/v1/${path}`, {
    data,
    headers: { ...(await xsrfHeader(request)), authorization: `Bearer ${String(token)}`, ...headers },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A fresh subscriber whose phone is verified (status 3, or 7 when under the age of consent), signed in. */
export async function apiVerifiedSubscriber(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
) {
  const person = newSubscriber(overrides);
  const registered = await apiRegister(request, person);
  await apiPost(request, 'sendotp', registered.token ?? '', {});
  await apiPost(request, 'validateotp', registered.token ?? '', {
    code: await readSmsCode(person.mobile),
  });
  return { person, session: await apiSubscriberSignIn(request, person) };
}

/** Signs a subscriber made by `apiRegister` in again, as after a change to their account. */
export async function apiSubscriberSignIn(
  request: APIRequestContext,
  person: ReturnType<typeof newSubscriber>,
) {
  const session = await apiPost(request, 'login', '', {
    username: person.user_name,
    password: SUBSCRIBER_PASSWORD,
  });
  return session as Record<string, string | number>;
}

/**
 * A fresh active adult (registered, phone verified, approved by staff) with its own session:
 * for journeys between two people that must not share demo accounts with other tests.
 */
export async function apiActiveSubscriber(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
) {
  const { person, session } = await apiVerifiedSubscriber(request, overrides);
  const admin = await apiSignIn(request, 'admin');
  await apiPost(request, `review/registrations/${String(session.subscriberID)}/decision`, admin.token ?? '', {
    decision: 'approve',
  });
  return { person, session: await apiSubscriberSignIn(request, person) };
}

/** A GET of the API as a signed-in user; the answer's JSON. */
export async function apiGet(request: APIRequestContext, path: string, token: string | number) {
  const res = await request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${String(token)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A fresh active person given one of the seeded roles (`admin`, `coach`, `superAdmin`) by the
 * demo Super Admin through the API: staff of their own, so the shared demo accounts stay as they are.
 */
export async function apiStaffMember(request: APIRequestContext, roleKey = 'admin') {
  const { person } = await apiActiveSubscriber(request);
  const admin = await apiSignIn(request, 'admin');
  const { items } = (await apiGet(request, 'roles', admin.token ?? '')) as {
    items: { id: number; key: string | null }[];
  };
  const role = items.find((r) => r.key === roleKey);
  expect(role, `a seeded role ${roleKey}`).toBeDefined();
  await apiPost(request, `roles/${String(role?.id)}/holders`, admin.token ?? '', {
    userName: person.user_name,
  });
  return { person, session: await apiSubscriberSignIn(request, person) };
}

/**
 * Staff (the demo admin) link a parent to a child on the child's record, as the registration's
 * approval would: a parent link never comes from a connection request.
 */
export async function apiLinkParent(
  request: APIRequestContext,
  parent: { person: { user_name: string } },
  child: { session: Record<string, string | number> },
) {
  const admin = await apiSignIn(request, 'admin');
  await apiPost(request, `subscribers/${String(child.session.subscriberID)}/parents`, admin.token ?? '', {
    parent: parent.person.user_name,
    reason: 'Parent, as on the registration form',
  });
}

/** Two fresh active people linked as parent and child by staff. */
export async function apiFamily(request: APIRequestContext, childOverrides: Record<string, string> = {}) {
  const parent = await apiActiveSubscriber(request);
  const child = await apiActiveSubscriber(request, childOverrides);
  await apiLinkParent(request, parent, child);
  return { parent, child };
}

// Events made through the API (apiEvent, apiRegisterFor) live beside, in fixtures-events.ts.
export * from './fixtures-events.ts';
// The SMS provider's signed status reports (apiSmsDelivered) live in fixtures-sms.ts.
export * from './fixtures-sms.ts';

/** Letters from a number, for names unique within a run (a full name takes letters only). */
export const lettersOf = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');

/** A child (14, unless born on `dateOfBirth`), made active the way a family does: the parent they named approves, then staff. */
export async function apiMinorOf(
  request: APIRequestContext,
  parent: Awaited<ReturnType<typeof apiActiveSubscriber>>,
  dateOfBirth = '2012-05-04',
) {
  const child = await apiVerifiedSubscriber(request, { date_of_birth: dateOfBirth });
  await apiPost(request, 'subscriber/parentID', child.session.token ?? '', {
    isd_code: '+44',
    mobile: parent.person.mobile,
  });
  // This child's text: a parent asked for a second child still has the first one's on the console.
  let text = '';
  await expect
    .poll(async () => (text = await readSms(parent.person.mobile, 'parent-request')))
    .toContain(child.person.full_name);
  const [, c = '', p = ''] = /\/x\?c=([^\s&]+)&p=(\S+)/.exec(text) ?? [];
  await apiPost(request, 'subscriber/parentApproval', parent.session.token ?? '', {
    childId: decodeURIComponent(c),
    parentId: decodeURIComponent(p),
    decision: 'approve',
  });
  const admin = await apiSignIn(request, 'admin');
  await apiPost(
    request,
    `review/registrations/${String(child.session.subscriberID)}/decision`,
    admin.token ?? '',
    {
      decision: 'approve',
    },
  );
  return { ...child, session: await apiSubscriberSignIn(request, child.person) };
}
