import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../../config.ts';
import { connect } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { areaMigrations } from '../../modules/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { roleIds, seedBase } from './base.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { generateSubscribers } from './fake-subscribers.ts';

// `npm run seed -- --subscribers N`: adds N generated subscribers to the configured database.
const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '1000' } } });
const count = Number(values.subscribers);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('--subscribers must be a whole number from 1 to 10,000,000');
  process.exit(1);
}

const config = loadConfigOrExit();
const db = connect(config);
await migrateToLatest(db, areaMigrations);
await seedBase(db);
const roles = await roleIds(db);
const sportIds = (await db.selectFrom('sports').select('id').execute()).map((s) => s.id);
// Generated people sign in with the demo password in demo mode, and with nobody's password otherwise.
const password = config.mode === 'demo' ? DEMO_PASSWORD : crypto.randomUUID();
const started = Date.now();
let lastShown = 0;
await generateSubscribers(db, {
  count,
  passwordHash: await hashPassword(password),
  roleId: roles.subscriber,
  sportIds,
  onProgress: (done) => {
    if (done - lastShown >= 50_000 || done === count) {
      lastShown = done;
      process.stdout.write(`\r  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} subscribers`);
    }
  },
});
await db.destroy();
console.log(
  `\nAdded ${count.toLocaleString('en')} subscribers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
