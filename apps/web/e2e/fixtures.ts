import AxeBuilder from '@axe-core/playwright';
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

/** axe-core: no serious or critical violation on what is on screen now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
