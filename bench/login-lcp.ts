import { execSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { fmt, startServer } from './lib.ts';

// Largest Contentful Paint of the sign-in page against a minimal Mantine sign-in page built and
// served by the bench itself: cold loads, taken in turns so both meet the same machine load.
const RUNS = Number(process.env.LCP_RUNS ?? 9);
const GOAL = 1.2;
const root = path.resolve(import.meta.dirname, '..');

async function coldLcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;

export async function loginLcp(): Promise<boolean> {
  execSync(`${path.join(root, 'node_modules/.bin/vite')} build bench/baseline-sign-in`, {
    cwd: root,
    stdio: 'inherit',
  });
  const app = await startServer('app.ts');
  const baseline = await startServer('baseline-sign-in.ts');
  const browser = await chromium.launch({
    executablePath: execSync('command -v chromium').toString().trim(),
    args: CHROMIUM_ARGS,
  });
  const ours: number[] = [];
  const theirs: number[] = [];
  try {
    // One load of each first, unmeasured: the first page a fresh browser opens pays its start-up.
    await coldLcp(browser, `http://127.0.0.1:${baseline.port}/auth/login`);
    for (let i = 0; i < RUNS; i++) {
      ours.push(await coldLcp(browser, `http://127.0.0.1:${app.port}/auth/login`));
      theirs.push(await coldLcp(browser, `http://127.0.0.1:${baseline.port}/auth/login`));
    }
  } finally {
    await browser.close();
    await Promise.all([app.stop(), baseline.stop()]);
  }
  const ratio = median(ours) / median(theirs);
  console.log(
    `sign-in page LCP        ${fmt(median(ours))} ms vs ${fmt(median(theirs))} ms for bare Mantine, median of ${RUNS} cold loads each: ${ratio.toFixed(2)}×  (goal ≤ ${GOAL}×)  ${ratio <= GOAL ? 'ok' : 'ABOVE GOAL'}`,
  );
  return ratio <= GOAL;
}
