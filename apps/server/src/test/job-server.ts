/**
 * A real server process for the kill test (platform/jobs/kill-resume.test.ts): the app with the
 * test job kinds, on 127.0.0.1, on the database the environment names (DATA_DIR or DATABASE_URL).
 * With ENQUEUE_ITEMS=n it queues one `test.items` job of n items (due in ENQUEUE_AFTER_MS); with ENQUEUE_IMPORT=<import id>
 * (and IMPORT_ROWS, IMPORT_BY), the `bulk.import` job of that uploaded file. Its first line on stdout is
 * `{ address, job }`. SIGTERM stops it gracefully.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { areaMigrations } from '../modules/index.ts';
import { ensureTestItemsTable, TEST_ITEMS, TEST_JOB_KINDS } from './job-kinds.ts';

const env = process.env;
const config = loadConfig({ ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: env.LOG_LEVEL ?? 'silent' });
const db = connect(config);
await migrateToLatest(db, areaMigrations);
await ensureTestItemsTable(db);
const jobs = { kinds: TEST_JOB_KINDS, pollMs: 100, leaseMs: Number(env.JOB_LEASE_MS ?? 1_500) };
const app = await buildApp({ config, db, logger: config.logLevel !== 'silent', jobs });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const items = Number(env.ENQUEUE_ITEMS ?? 0);
const pauseMs = Number(env.ITEM_PAUSE_MS ?? 10);
const job =
  items > 0
    ? await app.jobs.enqueue(
        TEST_ITEMS,
        { count: items, pauseMs },
        { startAfter: Number(env.ENQUEUE_AFTER_MS ?? 0) },
      )
    : env.ENQUEUE_IMPORT
      ? await app.jobs.enqueue(
          'bulk.import',
          { importId: env.ENQUEUE_IMPORT },
          { total: Number(env.IMPORT_ROWS), startedBy: Number(env.IMPORT_BY) },
        )
      : null;
process.stdout.write(`${JSON.stringify({ address, job })}\n`);

process.on('SIGTERM', () => {
  app
    .close()
    .then(() => db.destroy())
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('job server: could not stop cleanly', err);
        process.exit(1);
      },
    );
});
