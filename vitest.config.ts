import { defineConfig } from 'vitest/config';

// One runner for every unit and server test; the browser journeys run under Playwright (e2e/).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file migrates its own database; a few at a time keeps argon2 from starving the CPU.
          // CI runs the PostgreSQL pass beside the browser journeys with one (SERVER_TEST_WORKERS).
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
          // Projects with their own worker count must run in their own group.
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          // It builds the server and starts it, seeding a fresh database.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
