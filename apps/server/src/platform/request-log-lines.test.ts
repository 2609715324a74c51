import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

/* One line per request: JSON for a collector in production, a readable line in demo mode. */

function capture() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const aboutHealth = (lines: string[]) => lines.filter((line) => line.includes('/api/v1/health'));

describe('the request log', () => {
  it('in production writes one JSON line per request, with its status and time', async () => {
    const { stream, lines } = capture();
    t = await startTestApp(
      { APP_MODE: 'production', LOG_LEVEL: 'info' },
      { logStream: stream, seed: 'base' },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const logged = aboutHealth(lines);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('in demo mode writes one readable line per request, not JSON', async () => {
    const { stream, lines } = capture();
    t = await startTestApp({ APP_MODE: 'demo', LOG_LEVEL: 'info' }, { logStream: stream, seed: 'base' });
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const logged = aboutHealth(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/health 200 \d+ ms$/);
  });
});
