import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Its own database folder, so two suites on two ports don't share one.
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The server's console, under DATA_DIR (apps/web/e2e/fixtures.ts reads it). */
const SERVER_CONSOLE = 'server-console.log';
const chromium =
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium || command -v chromium-browser').toString().trim();

// Debian's Chromium, started headless without the network features this machine refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BROWSER = { ...devices['Desktop Chrome'], channel: undefined };
const ORGANISATION_WIDE = /quiet-hours\.spec\.ts$/;

const FAR_HOUR = String((new Date().getHours() + 12) % 24).padStart(2, '0');

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  // Two browsers and the server share two cores: a page can take seconds to settle. Every wait is
  // for a state, so these only bound how long a failure takes to report.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: BROWSER, testIgnore: ORGANISATION_WIDE },
    // Journeys that change the organisation's settings (one row every journey reads) run alone,
    // after all the others, and put the settings back.
    { name: 'organisation-wide', use: BROWSER, testMatch: ORGANISATION_WIDE, dependencies: ['chromium'] },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (rebuilt first if its sources changed), on a
    // fresh embedded database each run, on loopback only; Playwright stops its process group.
    // Its console is kept in a file too: journeys read the texts demo mode prints there, as a
    // developer would (the SMS outbox shows codes and links masked).
    command: `rm -rf ${DATA_DIR} && node scripts/build.mjs server && mkdir -p ${DATA_DIR} && node apps/server/dist/server.js | tee ${DATA_DIR}/${SERVER_CONSOLE}`,
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR,
      APP_MODE: 'demo',
      LOG_LEVEL: 'warn',
      // Every journey asks for its codes from 127.0.0.1; the per-address limit has its own server test.
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '10000',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      // A journey sends more than a page of messages at once; the chat rate has its own server test.
      CHAT_SENDS_PER_MINUTE: '10000',
      // Quiet hours (on the machine's clock, the organisation's here) twelve hours from the run, so
      // no message to a minor waits for the morning because of the hour CI runs at; the quiet-hours
      // journey sets its own.
      QUIET_HOURS: `${FAR_HOUR}:00-${FAR_HOUR}:59`,
      // The payment provider's webhook secret: payments-webhook.spec.ts signs its events with it.
      PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret-0001',
      SMS_STATUS_SECRET: 'e2e-sms-status-secret-00000001',
      // One person a transaction: a bulk text to a thousand people is at work for long enough that
      // done-when-bulk.spec.ts cancels it halfway through the console, with no wait of its own.
      BULK_TEXT_BATCH: '1',
      // Parallel local runs can each serve their own build (vite build --outDir …).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
