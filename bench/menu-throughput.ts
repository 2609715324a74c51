import autocannon from 'autocannon';
import { fmt, startServer } from './lib.ts';

// POST menu with a bearer token vs. a bare Fastify route, same machine, same run.
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const GOAL = 0.4;
// Both sides are asked as a browser asks, offering compressed answers.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    body,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function menuThroughput(): Promise<boolean> {
  const bare = await startServer('bare.ts');
  const bareRps = await measure(
    `http://127.0.0.1:${bare.port}/`,
    { 'content-type': 'application/json', ...BROWSER },
    '{}',
  );
  await bare.stop();

  const app = await startServer('app.ts');
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
  const menuRps = await measure(`${base}/menu`, { ...xsrf, authorization: `Bearer ${token}` }, '{"data":""}');
  await app.stop();

  const ratio = menuRps / bareRps;
  console.log(`POST menu (bearer)      ${fmt(menuRps)} req/s`);
  console.log(`bare Fastify {}         ${fmt(bareRps)} req/s`);
  console.log(
    `ratio                   ${(ratio * 100).toFixed(1)}%  (goal ≥ ${GOAL * 100}%)  ${ratio >= GOAL ? 'ok' : 'BELOW GOAL'}`,
  );
  return ratio >= GOAL;
}
