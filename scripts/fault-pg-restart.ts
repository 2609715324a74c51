import { parseArgs } from 'node:util';
import { connect } from '../apps/server/src/db/connect.ts';
import { printLoad } from '../bench/load/report.ts';
import { runLoad } from '../bench/load/run-load.ts';
import { ensureDirectory, everyMessageSeen, loadPeople, writesHeld } from '../bench/load/session.ts';
import { call, makeDir } from './fault/app.ts';
import { ownPostgres, type OwnPostgres } from './fault/own-postgres.ts';
import { needRoot, sizer, sleep, until, Verdicts } from './fault/verdicts.ts';
import { prepareDatabase, startCluster, type Cluster } from './cluster/cluster.ts';

// `npm run fault:pg-restart` (root): PostgreSQL stopped a quarter of the way into the load through
// the cluster (nginx, two app processes) and started again `--down` seconds later. Passes when the
// app processes stay up, every call that fails answers 503 DATABASE_UNAVAILABLE (never a 500, never
// a hang), all of them while the database is away or just after, everything works again by itself
// within RECOVER_S (calls, readiness, the live channel), no write the load was told succeeded is
// lost or doubled, and every message sent reached its friend's live console, pushed or read again
// when the process told it to resync. The PostgreSQL server is one of the script's own (initdb in a
// temporary folder, on its own port), so the machine's shared one is never restarted. Exit 0 on
// pass, 1 on fail. `--small` (CI): 20 s of load, 12 users, 1,000 subscribers, 3 s away; `--report
// <file>`: the checks as JSON for the CI run's last line.
const { values } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    users: { type: 'string' },
    directory: { type: 'string' },
    down: { type: 'string' },
    port: { type: 'string', default: '4654' },
    'pg-port': { type: 'string', default: '4660' },
    report: { type: 'string' },
  },
});
const sized = sizer(values.small);
const seconds = sized(values.seconds, 30, 20);
const users = sized(values.users, 40, 12);
const directory = sized(values.directory, 5000, 1000);
const down = sized(values.down, 5, 3);
const [port, pgPort] = [Number(values.port), Number(values['pg-port'])];
/** Everything answers again within this after PostgreSQL is back. */
const RECOVER_S = 10;
/** No call waits longer than this (the pool's 5 s connect time-out, and a margin). */
const HANG_MS = 6_000;

const verdicts = new Verdicts('PostgreSQL restarted during the load', values.report);
needRoot(verdicts, 'runs a PostgreSQL server of its own');
const pgDir = makeDir('fault-pg');
let postgres: OwnPostgres | undefined;
let cluster: Cluster | undefined;
let db: ReturnType<typeof connect> | undefined;

try {
  postgres = await ownPostgres(pgDir, pgPort);
  const databaseUrl = postgres.url('fieldhouse_fault');
  db = connect({ databaseUrl, dataDir: '.' });
  await prepareDatabase(databaseUrl, '.');
  await ensureDirectory(db, databaseUrl, directory);
  cluster = await startCluster({ apps: 2, port, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const pids = cluster.apps.map((a) => a.pid);
  console.log(
    `PostgreSQL of its own on port ${pgPort}; nginx ${cluster.url} in front of apps ${pids.join(', ')}`,
  );

  const { people, tokens, consoles, close } = await loadPeople(db, cluster.url, users, 20);
  const load = runLoad(cluster.url, people, seconds, tokens);
  const loadStarted = Date.now();
  await sleep((seconds * 1000) / 4);
  const stoppedAt = Date.now() - loadStarted;
  await postgres.stop();
  console.log(`PostgreSQL stopped at ${(stoppedAt / 1000).toFixed(1)} s; started again in ${down} s`);
  await sleep(down * 1000);
  await postgres.start();
  const backAt = Date.now() - loadStarted;
  console.log(`PostgreSQL back at ${(backAt / 1000).toFixed(1)} s`);
  const result = await load;
  printLoad(result, `PostgreSQL restart during the load (${users} users, ${seconds} s)`);

  const failed = result.timeline.filter((a) => a.status < 200 || a.status >= 300);
  const byCode = new Map<string, number>();
  for (const a of failed)
    byCode.set(
      `${a.status} ${a.code ?? '(no code)'}`,
      (byCode.get(`${a.status} ${a.code ?? '(no code)'}`) ?? 0) + 1,
    );
  const codes = [...byCode].map(([c, n]) => `${n}× ${c}`).join(', ') || 'none';
  verdicts.check(
    `PostgreSQL was away for ${((backAt - stoppedAt) / 1000).toFixed(1)} s of the load (stopping and starting included), with ${(seconds - backAt / 1000).toFixed(1)} s of it left after`,
    backAt < (seconds - 5) * 1000,
  );
  verdicts.check(
    `every call that failed answered 503 DATABASE_UNAVAILABLE (${codes}; ${result.errorTimes.length - failed.length} without an answer)`,
    failed.length > 0 &&
      failed.every((a) => a.status === 503 && a.code === 'DATABASE_UNAVAILABLE') &&
      result.errorTimes.length === failed.length,
  );
  // Answers that came while it was away (a loaded machine makes some calls slow at any time: the
  // slowest of the whole load is printed beside).
  const during = result.timeline.filter((a) => a.at >= stoppedAt && a.at <= backAt);
  const slowestAway = Math.round(Math.max(0, ...during.map((a) => a.ms)));
  const slowest = Math.round(Math.max(...result.timeline.map((a) => a.ms)));
  verdicts.check(
    `no call hung while the database was away: the slowest of its ${during.length} answers took ${slowestAway} ms, goal ≤ ${HANG_MS} ms (slowest of the whole load ${slowest} ms)`,
    slowestAway <= HANG_MS,
  );
  const lastFailure = Math.max(...failed.map((a) => a.at));
  const firstFailure = Math.min(...failed.map((a) => a.at));
  const recovered = (lastFailure - backAt) / 1000;
  verdicts.check(
    `the failures fell while it was away (from ${(firstFailure / 1000).toFixed(1)} s), and the calls recovered by themselves ${recovered <= 0 ? 'as soon as it was back' : `${recovered.toFixed(1)} s after it was back`} (goal ≤ ${RECOVER_S} s)`,
    firstFailure >= stoppedAt - 1000 && recovered <= RECOVER_S,
  );

  verdicts.check('no committed write lost or doubled', await writesHeld(db, people, result, consoles));

  // Afterwards: both processes are the same ones and ready, and the live channel carries messages
  // again (each process's listening connection came back): a message from every member reaches
  // their friend's live console, whichever process either is on.
  const ready = await Promise.all(
    cluster.apps.map((a) => call(`http://127.0.0.1:${a.port}`, 'GET', 'health/ready')),
  );
  verdicts.check(
    `the app processes stayed up and are ready (pids ${cluster.apps.map((a) => a.pid).join(', ')}; ready ${ready.map((r) => r.status).join(', ')})`,
    cluster.apps.every((a, i) => a.child.exitCode === null && a.pid === pids[i]) &&
      ready.every((r) => r.status === 200),
  );
  const senders = people.users.filter((u) => u.friend).slice(0, 6);
  const words = senders.map((u) => `${people.tag} ${u.userName} after the restart`);
  await Promise.all(
    senders.map((u, i) =>
      call(cluster!.url, 'POST', 'chat/messages', {
        token: tokens[people.users.indexOf(u)],
        body: { friendId: u.friend!.publicId, msg: words[i] },
      }),
    ),
  );
  const live = await until(() => words.every((w) => consoles.some((c) => c.received.has(w))), RECOVER_S);
  verdicts.check(
    `the live channel works again: ${words.filter((w) => consoles.some((c) => c.received.has(w))).length} of ${words.length} messages sent after it arrived live`,
    live,
  );
  // What was sent while a process was not listening was never pushed: its consoles were told to
  // read again once it listened.
  verdicts.check(...everyMessageSeen(people, result, consoles));
  close();
} catch (err) {
  await verdicts.end(cleanUp, err);
}
await verdicts.end(cleanUp);

async function cleanUp() {
  await cluster?.stop({ keepLogs: !verdicts.passed });
  cluster = undefined;
  await db?.destroy().catch(() => undefined);
  db = undefined;
  postgres?.remove();
  postgres = undefined;
}
