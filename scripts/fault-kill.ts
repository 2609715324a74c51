import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { connect } from '../apps/server/src/db/connect.ts';
import { printLoad } from '../bench/load/report.ts';
import { runLoad } from '../bench/load/run-load.ts';
import { ensureDirectory, everyMessageSeen, loadPeople, writesHeld } from '../bench/load/session.ts';
import { signInFor } from '../bench/load/live.ts';
import { prepareDatabase, startCluster } from './cluster/cluster.ts';
import { dropDatabase, ensureDatabase, ensurePostgres } from './cluster/postgres.ts';
import { sizer, writeReport } from './fault/verdicts.ts';

// `npm run fault:kill`: `kill -9` of one app process a third of the way into the load. Passes when
// the load carries on through the other process (no error after the kill's moment), no write is
// lost or doubled, every live console is open again, and the texts whose job the dead process was
// sending are sent by the other. Exit 0 on pass, 1 on fail. A throw-away database of its own.
// `--small` (CI): 20 s, 12 users, 1,000 subscribers. `--report <file>`: the checks as a
// Vitest-like JSON report (fault/verdicts.ts), which .ci/summary.mjs adds to the run's last line.
const { values } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    users: { type: 'string' },
    directory: { type: 'string' },
    port: { type: 'string', default: '4480' },
    report: { type: 'string' },
  },
});
const sized = sizer(values.small);
const seconds = sized(values.seconds, 30, 20);
const users = sized(values.users, 40, 12);
const directory = sized(values.directory, 5000, 1000);
const port = Number(values.port);
/** Texts queued through the process about to die (fewer when there are fewer members: `--small`). */
const TEXTS = 12;
/** Every text the dead process held must be sent this long after the kill: a lease and a half, and its retry. */
const PICKUP_MS = 75_000;
/** Errors are allowed only this long after the kill: the requests the dead process held. */
const SETTLE_MS = 3_000;
const started = Date.now();
const far = String((new Date().getUTCHours() + 12) % 24).padStart(2, '0');

// A slow SMS provider: each text takes 3 s to be accepted, so jobs are mid-try when the kill comes.
const received = new Map<string, number>();
const provider = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const { reference } = JSON.parse(body) as { reference: string };
    received.set(reference, (received.get(reference) ?? 0) + 1);
    setTimeout(
      () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `p-${reference}` })),
      3_000,
    );
  });
});
await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`;

await ensurePostgres();
const databaseUrl = await ensureDatabase('fieldhouse_fault', { fresh: true });
const db = connect({ databaseUrl, dataDir: '.' });
const verdicts: [string, boolean][] = [];
const cluster = await (async () => {
  await prepareDatabase(databaseUrl, '.');
  await ensureDirectory(db, databaseUrl, directory);
  return startCluster({
    apps: 2,
    port,
    databaseUrl,
    env: {
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: providerUrl,
      SMS_HTTP_TOKEN: 'fault-script',
      LOG_LEVEL: 'warn',
      // The texts are not urgent: quiet hours twelve hours away, or at night they wait for the morning.
      TIME_ZONE: 'UTC',
      QUIET_HOURS: `${far}:00-${far}:59`,
    },
  });
})();
try {
  const { people, tokens, consoles, close } = await loadPeople(db, cluster.url, users, 20);
  const [victim, survivor] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
  const load = runLoad(cluster.url, people, seconds, tokens);
  const loadStarted = Date.now();

  // A quarter of the way in: texts queued through the victim; at a third, the victim killed mid-send.
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 4));
  const staff = people.users.find((u) => u.kind === 'staff')!;
  const token = await signInFor(`http://127.0.0.1:${victim.port}`, staff.userName, people.password);
  const members = people.users.filter((u) => u.kind === 'member').slice(0, TEXTS);
  const texts = members.length;
  await Promise.all(
    members.map(async (m) => {
      const res = await fetch(`http://127.0.0.1:${victim.port}/api/v1/subscribers/${m.publicId}/text`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=f',
          'x-xsrf-token': 'f',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ text: `Fault check for ${m.userName}` }),
      });
      if (!res.ok) throw new Error(`text to ${m.userName}: ${res.status} ${await res.text()}`);
    }),
  );
  await new Promise((r) => setTimeout(r, Math.max(500, (seconds * 1000) / 3 - (Date.now() - loadStarted))));
  const killedAt = Date.now() - loadStarted;
  process.kill(victim.pid, 'SIGKILL');
  console.log(
    `kill -9 of app 1 (pid ${victim.pid}) at ${(killedAt / 1000).toFixed(1)} s; app 2 (pid ${survivor.pid}) carries on`,
  );
  verdicts.push([
    `the kill came during the load, with ${seconds - Math.ceil(killedAt / 1000)} s of it left`,
    killedAt < (seconds - 5) * 1000,
  ]);

  const result = await load;
  await new Promise((r) => setTimeout(r, 2_000));
  printLoad(result, `kill -9 during the load (${users} users, ${seconds} s)`);
  const late = result.errorTimes.filter((t) => t > killedAt + SETTLE_MS || t < killedAt).length;
  verdicts.push([
    `no error outside the ${SETTLE_MS / 1000} s after the kill (${result.errors} in all, ${late} outside)`,
    late === 0,
  ]);
  verdicts.push(['no committed write lost or doubled', await writesHeld(db, people, result, consoles)]);
  verdicts.push([
    'every live console is open again, through app 2',
    consoles.every((c) => c.isOpen) && consoles.some((c) => c.opens > 1),
  ]);
  // A console away while it reconnected read its conversation again once open.
  verdicts.push([...everyMessageSeen(people, result, consoles)]);
  close();

  // The texts: each ends sent, the ones the victim held taken over after their lease lapsed.
  const ids = members.map((m) => m.userId);
  // A try the dead process held, or had fetched from pg-boss without starting, goes back to the
  // queue once its lease (30 s) lapses, found within half a lease, then is retried with back-off.
  const deadline = killedAt + loadStarted + PICKUP_MS;
  let rows: { delivery_status: string; attempts: number }[] = [];
  while (Date.now() < deadline) {
    rows = await db
      .selectFrom('sms_outbox')
      .select(['delivery_status', 'attempts'])
      .where('user_id', 'in', ids)
      .execute();
    if (rows.length === texts && rows.every((r) => r.delivery_status === 'sent')) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const retried = rows.filter((r) => r.attempts > 1).length;
  const pickedUpIn = (Date.now() - loadStarted - killedAt) / 1000;
  console.log(
    `  texts: ${rows.filter((r) => r.delivery_status === 'sent').length} of ${texts} sent, ${retried} on a later try (the dead process's), all by ${pickedUpIn.toFixed(1)} s after the kill; provider saw ${[...received.values()].reduce((a, b) => a + b, 0)} requests`,
  );
  const jobs = await db
    .selectFrom('jobs')
    .select(['state', 'attempts'])
    .where('kind', '=', 'sms.send')
    .where('state', '!=', 'completed')
    .execute();
  for (const job of jobs) console.log(`  a text's job not completed: ${job.state}, ${job.attempts} tries`);
  verdicts.push([
    `every queued text is sent, those in flight on the dead process by the other within ${PICKUP_MS / 1000} s`,
    texts > 0 && rows.length === texts && rows.every((r) => r.delivery_status === 'sent'),
  ]);
} finally {
  await cluster.stop({ keepLogs: !verdicts.every(([, ok]) => ok) });
  await db.destroy();
  await dropDatabase('fieldhouse_fault');
  provider.close();
}
for (const [what, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
const passed = verdicts.length > 0 && verdicts.every(([, ok]) => ok);
if (values.report) writeReport(values.report, verdicts, false);
console.log(
  `${passed ? 'PASS' : 'FAIL'}: kill -9 of one app process, in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
process.exit(passed ? 0 : 1);
