import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const credentials = { username: 'sam', password: DEMO_PASSWORD };
const post = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers, payload: credentials });

function cookieFrom(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith('XSRF-TOKEN='));
}

describe('anti-forgery token', () => {
  it('sets a readable, same-site XSRF-TOKEN cookie on a GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('keeps the cookie it already set', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    expect(cookieFrom(res.headers['set-cookie'])).toBeUndefined();
  });

  it('needs no header on a GET', async () => {
    const token = await t.signIn('admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/analytics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const res = await post('/api/v1/login', { cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no header', { cookie: 'XSRF-TOKEN=abc123' }],
    ['a mismatched header', { cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc124' }],
    ['a header of another length', { cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc' }],
    ['no cookie', { 'x-xsrf-token': 'abc123' }],
    ['neither', {}],
  ])('refuses a POST with %s', async (_label, headers) => {
    const res = await post('/api/v1/login', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: '403', code: 'XSRF_FAILED' });
    expect(res.json().message).toMatch(/reload/i);
  });

  it('hands out a cookie with the refusal, so the next try can succeed', async () => {
    const refused = await post('/api/v1/login', {});
    const cookie = cookieFrom(refused.headers['set-cookie']);
    const value = cookie?.split(';')[0]?.split('=')[1] ?? '';
    expect(value).not.toBe('');
    const retried = await post('/api/v1/login', { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value });
    expect(retried.statusCode).toBe(200);
  });

  it('cannot be dodged by percent-encoding the path', async () => {
    const res = await post('/%61pi/v1/login', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('XSRF_FAILED');
  });

  it('checks the token before anything else, even for a signed-in caller', async () => {
    const token = await t.signIn('sam');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menu',
      headers: { authorization: `Bearer ${token}` },
      payload: { data: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('XSRF_FAILED');
  });
});
