import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SmsLogResponse, SmsOutboxItem } from '@fieldhouse/contract';
import { startFakeProvider, type AnswerRule } from '../apps/server/src/test/fake-sms-provider.ts';
import { call, makeDir, removeDir, scriptPeople, startSqliteApp, type SqliteApp } from './fault/app.ts';
import { until, Verdicts } from './fault/verdicts.ts';

// `npm run fault:sms`: a slow SMS provider, then a failing one (503, then connection refused),
// behind the HTTP driver, with one app process on a throw-away embedded database. Passes when the
// requests that send texts answer at once, the slow provider's texts are tried again and end sent,
// and the failing provider's are tried with growing waits and end failed with the reason — as the
// SMS log (GET /sms/log) shows staff. Exit 0 on pass, 1 on fail. `--small` (CI): 3 texts a phase,
// a 2 s wait for each try; `--report <file>`: the checks as JSON for the CI run's last line.
const { values } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    texts: { type: 'string' },
    port: { type: 'string', default: '4650' },
    report: { type: 'string' },
  },
});
const texts = Number(values.texts ?? (values.small ? 3 : 8));
const port = Number(values.port);
/** A request that sends a text must answer within this whatever the provider does. */
const ANSWER_GOAL_MS = 1_000;
/** The app's wait for one try (SMS_HTTP_TIMEOUT_SECONDS). */
const TIMEOUT_S = values.small ? 2 : 5;
/** The slow provider answers a text's first try this long after the wait gave up, the next after `SLOW_AGAIN_MS`. */
const SLOW_FIRST_MS = TIMEOUT_S * 1000 + 3_000;
const SLOW_AGAIN_MS = values.small ? 1_000 : 3_000;
const TRIES = 4;

const verdicts = new Verdicts('a slow and a failing SMS provider', values.report);
const provider = await startFakeProvider();
const dir = makeDir('fault-sms');
let running: SqliteApp | undefined;

type Phase = { label: string; rule: AnswerRule | null; ends: 'sent' | 'failed'; reason?: string };
const PHASES: Phase[] = [
  {
    // Each text's first try is answered past the app's wait, the next within it.
    label: `slow provider (first try ${SLOW_FIRST_MS / 1000} s, past the ${TIMEOUT_S} s wait; then ${SLOW_AGAIN_MS / 1000} s)`,
    rule: (_call, tries) => ({ status: 200, delayMs: tries === 1 ? SLOW_FIRST_MS : SLOW_AGAIN_MS }),
    ends: 'sent',
  },
  { label: 'failing provider (503)', rule: () => ({ status: 503 }), ends: 'failed', reason: 'HTTP 503' },
  {
    label: 'provider away (connection refused)',
    rule: null,
    ends: 'failed',
    reason: 'SMS_CONNECTION_REFUSED',
  },
];

try {
  running = await startSqliteApp({
    port,
    dataDir: path.join(dir, 'data'),
    logDir: dir,
    env: {
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: provider.url,
      SMS_HTTP_TOKEN: 'fault-script',
      SMS_HTTP_TIMEOUT_SECONDS: String(TIMEOUT_S),
    },
  });
  const { base } = running;
  const { token, members } = await scriptPeople(running.db, base, 4 * texts + 1);
  console.log(`One app process on the embedded database (pid ${running.app.pid}), ${texts} texts a phase`);

  for (const [i, phase] of PHASES.entries()) {
    const to = members.slice(i * texts, (i + 1) * texts);
    provider.answer(phase.rule ?? (() => ({ status: 200 })));
    if (!phase.rule) await provider.refuse();
    const started = Date.now();
    const answers = await Promise.all(
      to.map((m) =>
        call(base, 'POST', `subscribers/${m.publicId}/text`, {
          token,
          body: { text: `Fault check ${i + 1} for ${m.userName}` },
        }),
      ),
    );
    const slowest = Math.max(...answers.map((a) => a.ms));
    verdicts.check(
      `${phase.label}: the ${texts} requests that send a text answered 200 at once (slowest ${slowest} ms, goal ≤ ${ANSWER_GOAL_MS} ms)`,
      answers.every((a) => a.status === 200) && slowest <= ANSWER_GOAL_MS,
    );

    // The SMS log as staff read it, until every text of the phase has ended.
    const ids = new Set(to.map((m) => m.publicId));
    let lines: SmsOutboxItem[] = [];
    const ended = await until(async () => {
      const log = await call(base, 'GET', 'sms/log?limit=100', { token });
      lines = (log.body as unknown as SmsLogResponse).items.filter((l) =>
        ids.has(l.recipient?.subscriberID ?? ''),
      );
      return lines.length === texts && lines.every((l) => l.deliveryStatus !== 'queued');
    }, 120);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const tries = lines.map((l) => l.attempts);
    const outcome = lines.map((l) => `${l.deliveryStatus}${l.error ? ` (${l.error})` : ''}`);
    const outcomes = [...new Set(outcome)].map((o) => `${outcome.filter((x) => x === o).length}× ${o}`);
    console.log(
      `  ${phase.label}: ended in ${seconds} s — ${outcomes.join(', ')}; tries ${Math.min(...tries)}–${Math.max(...tries)}; the provider saw ${provider.calls.length} requests`,
    );
    const wanted = lines.every(
      (l) =>
        (phase.ends === 'sent'
          ? l.deliveryStatus === 'sent' && l.error === null
          : l.deliveryStatus === 'failed') &&
        (!phase.reason || l.error === phase.reason),
    );
    verdicts.check(
      phase.ends === 'sent'
        ? `${phase.label}: each text was tried again after the time-out and ended sent in the SMS log (${tries.join(', ')} tries)`
        : `${phase.label}: each text ended failed after ${TRIES} tries with the reason “${phase.reason}” in the SMS log`,
      ended &&
        wanted &&
        (phase.ends === 'sent' ? tries.every((n) => n >= 2) : tries.every((n) => n === TRIES)),
    );
    if (phase.rule && phase.ends === 'failed') {
      // The waits between one text's tries grow (1, 2, 4 s).
      const gaps = [...provider.tries.keys()].map((reference) => {
        const at = provider.calls.filter((c) => String(c.body.reference) === reference).map((c) => c.at);
        return at.slice(1).map((t, k) => t - at[k]!);
      });
      // Each wait is at least its back-off (a try may also wait for a free slot: 4 at a time).
      const growing = gaps.every((g) => g.length === TRIES - 1 && g.every((ms, k) => ms >= 900 * 2 ** k));
      const first = gaps[0]?.map((g) => (g / 1000).toFixed(1)).join(' s, ');
      verdicts.check(
        `${phase.label}: the waits between tries grow, each at least 1, 2, 4 s (one text's: ${first} s)`,
        growing,
      );
    }
    if (!phase.rule) await provider.accept();
  }
  const ready = await call(base, 'GET', 'health/ready');
  verdicts.check(
    `the app process stayed up and ready throughout (pid ${running.app.pid}, ready ${ready.status})`,
    running.app.child.exitCode === null && ready.status === 200,
  );
} catch (err) {
  await verdicts.end(cleanUp, err);
}
await verdicts.end(cleanUp);

async function cleanUp() {
  await running?.stop();
  running = undefined;
  await provider.close();
  if (verdicts.passed) removeDir(dir);
  else console.log(`The app's log and data are kept in ${dir}`);
}
