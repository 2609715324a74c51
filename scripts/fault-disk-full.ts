import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { EVENT_DESCRIPTION_MAX } from '@fieldhouse/contract';
import { eventBody } from '../apps/server/src/test/events.ts';
import { image } from '../apps/server/src/test/pictures.ts';
import { rowCount } from '../apps/server/src/test/rows.ts';
import {
  call,
  makeDir,
  removeDir,
  scriptPeople,
  startSqliteApp,
  type Answer,
  type SqliteApp,
} from './fault/app.ts';
import { cannotRun, needRoot, sizer, Verdicts } from './fault/verdicts.ts';

// `npm run fault:disk-full` (root: it mounts a tmpfs): one app process on the embedded database,
// its DATA_DIR on a small tmpfs, filled up while staff keep writing. Passes when every write that
// finds no room is refused with 507 STORAGE_FULL and a message (never a 500 or a hang), reads go on,
// an upload to the disk picture store is refused the same way and leaves no part of a file,
// `PRAGMA integrity_check` says ok, and once space returns writes succeed again in the same process.
// The tmpfs is unmounted and the folder removed afterwards, also on failure. Exit 0 on pass, 1 on fail.
// `--small` (CI): an 8 MiB disk; `--report <file>`: the checks as JSON for the CI run's last line.
const { values } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    size: { type: 'string' },
    port: { type: 'string', default: '4652' },
    report: { type: 'string' },
  },
});
const sizeMiB = sizer(values.small)(values.size, 16, 8);
const port = Number(values.port);
/** Room left beside the filler for the writes to use up (the database's own growth). */
const MARGIN_BYTES = 256 * 1024;
const ANSWER_GOAL_MS = 5_000;

const verdicts = new Verdicts('the embedded database’s disk fills up', values.report);
needRoot(verdicts, 'mounts a tmpfs');
const dir = makeDir('fault-disk');
const disk = path.join(dir, 'disk');
fs.mkdirSync(disk);
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', disk], {
    stdio: 'pipe',
  });
} catch (err) {
  removeDir(dir);
  const said = (err as { stderr?: Buffer }).stderr?.toString().trim();
  cannotRun(verdicts, `a tmpfs could not be mounted (${said || String(err)})`);
}
const filler = path.join(disk, 'filler');
const media = path.join(disk, 'data', 'media', 'avatars');
let running: SqliteApp | undefined;
const free = () => fs.statfsSync(disk).bavail * fs.statfsSync(disk).bsize;

try {
  running = await startSqliteApp({ port, dataDir: path.join(disk, 'data'), logDir: dir });
  const { base, db, app } = running;
  const { token } = await scriptPeople(db, base, 4);
  console.log(`One app process (pid ${app.pid}) with its data on a ${sizeMiB} MiB tmpfs at ${disk}`);

  let n = 0;
  const write = () =>
    call(base, 'POST', 'events', {
      token,
      timeoutMs: 30_000,
      body: eventBody({
        title: `Disk fault ${++n}`,
        description: 'Filling the disk. '.repeat(EVENT_DESCRIPTION_MAX / 20),
      }),
    });
  const reads = () =>
    Promise.all(['events', 'subscribers', 'preferences'].map((r) => call(base, 'GET', r, { token })));
  const upload = async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(await image('png'))], { type: 'image/png' }), 'me.png');
    return call(base, 'POST', 'subscriber/picture', { token, form });
  };
  const eventsNow = () => rowCount(db, 'events');

  // The filler takes all but a little; the writes use up the rest and go on a while after.
  fs.writeFileSync(filler, Buffer.alloc(0));
  const chunk = Buffer.alloc(1024 * 1024, 1);
  while (free() > MARGIN_BYTES + chunk.length) fs.appendFileSync(filler, chunk);
  fs.appendFileSync(filler, Buffer.alloc(Math.max(0, free() - MARGIN_BYTES), 1));
  console.log(`  filler written: ${(free() / 1024).toFixed(0)} KiB left for the writes`);

  const answers: Answer[] = [];
  let refusedAfter = 0;
  while (answers.filter((a) => a.status !== 200).length < 20 && answers.length < 2_000) {
    const a = await write();
    answers.push(a);
    if (a.status === 200) refusedAfter = answers.length;
  }
  const refusals = answers.filter((a) => a.status !== 200);
  const kinds = [...new Set(refusals.map((a) => `${a.status} ${a.body.code}`))];
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(
    `  writes: ${refusedAfter} saved before the disk was full, then ${refusals.length} refused (${kinds.join(', ')}): “${refusals[0]?.body.message}”; slowest answer ${slowest} ms`,
  );
  verdicts.check(
    `the disk filled while writing: ${refusedAfter} writes saved, then every one refused with 507 STORAGE_FULL and a message (${refusals.length} refused, slowest answer ${slowest} ms)`,
    refusedAfter > 0 &&
      refusals.length > 0 &&
      refusals.every((a) => a.status === 507 && a.body.code === 'STORAGE_FULL' && Boolean(a.body.message)) &&
      slowest <= ANSWER_GOAL_MS,
  );
  const before = await eventsNow();
  const again = await write();
  verdicts.check(
    `a refused write saved nothing (${before} events before and after)`,
    again.status === 507 && (await eventsNow()) === before,
  );

  const read = await reads();
  verdicts.check(
    `reads go on while the disk is full (events, directory, preferences: ${read.map((r) => r.status).join(', ')})`,
    read.every((r) => r.status === 200),
  );

  const picturesBefore = fs.existsSync(media) ? fs.readdirSync(media) : [];
  const picture = await upload();
  const picturesAfter = fs.existsSync(media) ? fs.readdirSync(media) : [];
  verdicts.check(
    `an upload to the picture store is refused with ${picture.status} ${picture.body.code} and leaves no part of a file (${picturesAfter.length} files before and after)`,
    picture.status === 507 &&
      picture.body.code === 'STORAGE_FULL' &&
      picturesAfter.length === picturesBefore.length &&
      !fs.readdirSync(disk, { recursive: true }).some((f) => String(f).endsWith('.part')),
  );

  const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const whole = check.rows.map((r) => r.integrity_check).join('; ');
  verdicts.check(`PRAGMA integrity_check on the full disk says ${whole}`, whole === 'ok');

  // Space returns: the filler goes, the same process writes again.
  fs.rmSync(filler);
  const back = Date.now();
  let saved: Answer | undefined;
  while (Date.now() - back < 10_000 && saved?.status !== 200) saved = await write();
  const uploaded = await upload();
  const after = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  verdicts.check(
    `once space returns, writes succeed again without a restart (after ${Date.now() - back} ms: event ${saved?.status}, picture ${uploaded.status}; integrity ${after.rows[0]?.integrity_check})`,
    saved?.status === 200 &&
      uploaded.status === 200 &&
      after.rows[0]?.integrity_check === 'ok' &&
      app.child.exitCode === null,
  );
} catch (err) {
  await verdicts.end(cleanUp, err);
}
await verdicts.end(cleanUp);

async function cleanUp() {
  await running?.stop();
  running = undefined;
  const unmounted = spawnSync('umount', [disk], { stdio: 'inherit' }).status === 0;
  if (!unmounted) spawnSync('umount', ['-l', disk], { stdio: 'inherit' });
  if (verdicts.passed) removeDir(dir);
  else console.log(`The app's log is kept in ${dir}`);
}
