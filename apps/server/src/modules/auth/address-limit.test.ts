import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_FAILURES } from '@fieldhouse/contract';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOISY = '203.0.113.7';

describe('slow-down per client address', () => {
  it(`answers 429 after ${ADDRESS_MAX_FAILURES} failed sign-ins from one address`, async () => {
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const res = await t.api(
        'POST',
        'login',
        { username: `nobody-${i}`, password: 'guess-1' },
        { ip: NOISY },
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await t.api('POST', 'login', { username: 'nobody-else', password: 'guess-1' }, { ip: NOISY });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: '429', code: 'TOO_MANY_ATTEMPTS' });
    expect(res.json().message).toMatch(/wait \d+ minutes?/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses even a right password from that address', async () => {
    const res = await t.api('POST', 'login', { username: 'sam', password: DEMO_PASSWORD }, { ip: NOISY });
    expect(res.statusCode).toBe(429);
  });

  it('leaves another address unaffected', async () => {
    const res = await t.api(
      'POST',
      'login',
      { username: 'sam', password: DEMO_PASSWORD },
      { ip: '198.51.100.1' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('lets the address in again once its failures are older than the window', async () => {
    await t.db
      .updateTable('rate_limit_hits')
      .set({ at: Date.now() - 16 * 60_000 })
      .where('limit_name', '=', 'sign-in-failures-per-address')
      .where('key', '=', NOISY)
      .execute();
    const res = await t.api('POST', 'login', { username: 'sam', password: DEMO_PASSWORD }, { ip: NOISY });
    expect(res.statusCode).toBe(200);
  });
});

describe('the address behind proxies', () => {
  const PROXY = '10.20.30.40';
  const spoofedFailures = async (p: TestApp, forwardedFor: (i: number) => string) => {
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const headers = { 'x-forwarded-for': forwardedFor(i) };
      await p.api('POST', 'login', { username: `nobody-${i}`, password: 'guess' }, { ip: PROXY, headers });
    }
    return p.api(
      'POST',
      'login',
      { username: 'nobody', password: 'guess' },
      {
        ip: PROXY,
        headers: { 'x-forwarded-for': `198.18.0.1, 203.0.113.50` },
      },
    );
  };

  // A client sends `X-Forwarded-For: <anything>`; the proxy appends the address it saw.
  it.each([
    ['a hop count', '1'],
    ['the proxy’s address', `${PROXY}`],
    ['the proxies’ range', '10.0.0.0/8'],
  ])(
    'counts the address the last trusted proxy saw, given %s, whatever the client claims',
    async (_, trust) => {
      const p = await startTestApp({ TRUST_PROXY: trust });
      try {
        const res = await spoofedFailures(p, (i) => `198.18.${i}.1, 203.0.113.50`);
        expect(res.statusCode).toBe(429);
      } finally {
        await p.close();
      }
    },
  );

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    const p = await startTestApp({ TRUST_PROXY: '192.0.2.1' });
    try {
      // Every failure comes straight from PROXY, which is not trusted here: one address, however forged.
      const res = await spoofedFailures(p, (i) => `198.18.${i}.1`);
      expect(res.statusCode).toBe(429);
    } finally {
      await p.close();
    }
  });
});
