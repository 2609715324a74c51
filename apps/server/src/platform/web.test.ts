import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the console', () => {
  it.each(['/dashboard/analytics', '/auth/login', '/x?c=1&p=2', '/'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([undefined, '*/*', 'application/json'])(
    'answers GET / with the page to a client accepting %s (a monitor, a health check)',
    async (accept) => {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: accept ? { accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('answers HEAD / and a client route without Accept with the page', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    const route = await t.app.inject({ method: 'GET', url: '/dashboard/analytics?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root"></div>');
  });

  it('sends the page with the security headers', async () => {
    const res = await get('/dashboard/analytics');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sends /index.html asked for by name with the security headers too', async () => {
    const res = await get('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the API reference page with a content security policy', async () => {
    const res = await get('/api/docs/static/index.html');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('sends API answers with nosniff and no caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/v1/nope', '/api/nope', '/api/docs/nope', '/api'])(
    'answers the unknown API path %s with a JSON 404, even when a page is asked for',
    async (url) => {
      for (const accept of ['application/json', 'text/html', '*/*', '']) {
        const res = await get(url, accept);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toMatchObject({ status: '404', code: 'NOT_FOUND' });
        expect(res.json().message).toContain(url);
      }
    },
  );

  it('answers a missing file that is not a page with a JSON 404', async () => {
    const res = await get('/assets/missing.js', '*/*');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers a non-GET outside the API with a 404, not the page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dashboard/analytics',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('API reference', () => {
  it('serves an OpenAPI document listing the endpoints', async () => {
    const res = await get('/api/docs/json', 'application/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Fieldhouse API');
    for (const path of [
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/menu',
      '/api/v1/notify/list',
      '/api/v1/notify/seen',
      '/api/v1/notify/seen-all',
      '/api/v1/subscriber/profile',
      '/api/v1/subscriber/init',
      '/api/v1/dashboard/analytics',
      '/api/v1/health',
      '/api/v1/subscriber/register',
      '/api/v1/sendotp',
      '/api/v1/validateotp',
      '/api/v1/subscriber/userstatusInfo',
      '/api/v1/subscriber/parentID',
      '/api/v1/subscriber/parentApprovalInit',
      '/api/v1/subscriber/parentApproval',
      '/api/v1/subscriber/edit',
      '/api/v1/subscriber/password',
      '/api/v1/subscriber/picture',
      '/api/v1/sms/outbox',
      '/api/v1/review/registrations',
      '/api/v1/review/registrations/{subscriberID}/decision',
      '/api/v1/connections',
      '/api/v1/connections/request',
      '/api/v1/connections/respond',
      '/api/v1/connections/pending-from',
      '/api/v1/connections/remove',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the reference page the menu links to', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
