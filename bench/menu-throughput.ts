import autocannon from 'autocannon';
import { fmt, startServer } from './lib.ts';

// POST menu with a bearer token vs. a bare Fastify route, same machine, same run. The two are
// measured in turns, a few seconds each, and the median of the rounds' ratios is the figure: a
// shared machine's speed drifts over a minute, and one long run of each would measure the drift.
const ROUNDS = 5;
const ROUND_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = 50;
const GOAL = 0.4;
// Both sides are asked as a browser asks, offering compressed answers.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

type Target = { url: string; headers: Record<string, string>; body: string };

async function measure({ url, headers, body }: Target, duration: number): Promise<number> {
  const result = await autocannon({ url, method: 'POST', connections: CONNECTIONS, duration, headers, body });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function menuThroughput(): Promise<boolean> {
  const [bare, app] = await Promise.all([startServer('bare.ts'), startServer('app.ts')]);
  try {
    const base = `http://127.0.0.1:${app.port}/api/v1`;
    const xsrf = {
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
      'content-type': 'application/json',
      ...BROWSER,
    };
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: xsrf,
      body: JSON.stringify({ username: 'admin', password: 'Fieldhouse#2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const bareRoute: Target = {
      url: `http://127.0.0.1:${bare.port}/`,
      headers: { 'content-type': 'application/json', ...BROWSER },
      body: '{}',
    };
    const menu: Target = {
      url: `${base}/menu`,
      headers: { ...xsrf, authorization: `Bearer ${token}` },
      body: '{"data":""}',
    };
    // A second of each first, unmeasured, so both are compiled hot before the rounds.
    await measure(bareRoute, 1);
    await measure(menu, 1);
    const rounds: { bare: number; menu: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push({ bare: await measure(bareRoute, ROUND_S), menu: await measure(menu, ROUND_S) });
    }
    const ratio = median(rounds.map((r) => r.menu / r.bare));
    console.log(`POST menu (bearer)      ${fmt(median(rounds.map((r) => r.menu)))} req/s (median)`);
    console.log(`bare Fastify {}         ${fmt(median(rounds.map((r) => r.bare)))} req/s (median)`);
    console.log(
      `ratio                   ${(ratio * 100).toFixed(1)}%, median of ${ROUNDS} rounds of ${ROUND_S} s each  (goal ≥ ${GOAL * 100}%)  ${ratio >= GOAL ? 'ok' : 'BELOW GOAL'}`,
    );
    return ratio >= GOAL;
  } finally {
    await Promise.all([bare.stop(), app.stop()]);
  }
}
