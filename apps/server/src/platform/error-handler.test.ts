import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.api('POST', 'login', { username: 'sam', password: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: '413', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with a 4xx and a code', async () => {
    const res = await t.api('POST', 'login', '<username>sam</username>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: '415', code: 'VALIDATION_FAILED' });
  });

  it('never shows the internals of an unexpected failure', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      app.get('/boom', async () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication for "root"');
      });
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: '500',
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(res.body).not.toMatch(/10\.0\.0\.5|root|stack/);
    } finally {
      await app.close();
    }
  });
});
