import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './fixtures.ts';

/** `npm run admin -- create …` on the suite's own database, as an operator runs it; its one-time password. */
function createAdministrator(userName: string): string {
  const out = execFileSync(
    'npm',
    ['run', '-s', 'admin', '--', 'create', userName, '--mobile', `+4477009${randomInt(10_000, 99_999)}`],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data', LOG_LEVEL: 'warn' } },
  ).toString();
  const password = /One-time password \(shown only now\): (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`no password in: ${out}`);
  return password;
}

test('a first administrator chooses their own password before the console opens', async ({ page }) => {
  const userName = `ops_${randomInt(1_000_000)}`;
  const oneTime = createAdministrator(userName);

  await signIn(page, userName, oneTime);
  await expect(page).toHaveURL(/\/auth\/first-password$/);
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expectAccessible(page);
  // The console stays shut meanwhile.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/first-password$/);

  await page.getByLabel('Current password').fill(oneTime);
  await page.getByLabel(/^New password/).fill('Our own 42 clubhouse');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
