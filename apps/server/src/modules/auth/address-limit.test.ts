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
