import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, useSession } from './fixtures.ts';

// Budgets for the JavaScript a page makes the browser fetch, gzipped as a server would send it.
// Sign-in grew from 150 to 160 KiB for two things it must do before the first paint: speak the
// reader's language (i18next, ~15 KiB) and apply the user's saved theme (the preferences store).
const SIGN_IN_BUDGET_KIB = 160;
const SHELL_BUDGET_KIB = 300;
const dist = path.resolve(import.meta.dirname, '../dist');

function collectScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.add(new URL(r.url()).pathname);
  });
  return urls;
}

const gzipKiB = (urls: Set<string>) =>
  [...urls].reduce((sum, u) => sum + gzipSync(fs.readFileSync(path.join(dist, u)), { level: 9 }).length, 0) /
  1024;

test('the sign-in page loads at most 160 KiB of gzipped JavaScript', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const kib = gzipKiB(scripts);
  console.log(`sign-in page: ${kib.toFixed(1)} KiB gzip in ${scripts.size} scripts`);
  expect(kib).toBeLessThanOrEqual(SIGN_IN_BUDGET_KIB);
});

test('the console shell loads at most 300 KiB of gzipped JavaScript before any area', async ({ page }) => {
  await useSession(page, await apiSignIn(page.request, 'admin'));
  const scripts = collectScripts(page);
  // An unknown path draws the shell and its not-found page, and no area's chunk.
  await page.goto('/no-such-area');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  const kib = gzipKiB(scripts);
  console.log(`console shell: ${kib.toFixed(1)} KiB gzip in ${scripts.size} scripts`);
  expect(kib).toBeLessThanOrEqual(SHELL_BUDGET_KIB);
});
