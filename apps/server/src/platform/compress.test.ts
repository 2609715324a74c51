import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { openSignedInLive } from '../test/live-client.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compress.ts';

// A built console as the build leaves it: each text file with its brotli and gzip copies.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldhouse-web-'));
const script = `export const words = ${JSON.stringify('the console '.repeat(400))};\n`;
const page = `<!doctype html><title>Fieldhouse</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;
function writeBuilt(name: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
  fs.writeFileSync(path.join(webDist, name), text);
  fs.writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
  fs.writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
}
writeBuilt('assets/index-AbC123.js', script);
writeBuilt('index.html', page);

let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: webDist });
  adminToken = await t.signIn('admin');
  // The clean-up the server runs at start removes accounts, which would change the figures
  // between two readings of the dashboard.
  const cleanup = await t.latestJob('cleanup', null);
  if (cleanup) await t.waitForJob(cleanup.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const getAsset = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/index-AbC123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('precompressed console files', () => {
  it('sends the brotli copy to a client that accepts it', async () => {
    const res = await getAsset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await getAsset('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it.each([undefined, 'identity'])('sends the file itself when the client accepts %s', async (accept) => {
    const res = await getAsset(accept);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('sends the page compressed, with its security headers and no caching', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js.br' });
    expect(res.statusCode).toBe(404);
  });
});

/** The body as the client reads it, whatever encoding the server chose. */
function decoded(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const decode =
    encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (b: Buffer) => b;
  return JSON.parse(decode(res.rawPayload).toString());
}

describe('compressed API answers', () => {
  const asAdmin = async (method: 'GET' | 'POST', url: string, acceptEncoding: string) =>
    t.api(method, url, method === 'POST' ? { data: '' } : undefined, {
      token: adminToken,
      headers: { 'accept-encoding': acceptEncoding },
    });

  it('compresses an answer above the threshold, and it reads back the same', async () => {
    const plain = await asAdmin('GET', 'dashboard/analytics', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await asAdmin('GET', 'dashboard/analytics', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res)).toEqual(plain.json());
    }
  });

  it('sends the pre-serialized menu as it is whichever encoding is offered', async () => {
    const plain = await asAdmin('POST', 'menu', 'identity');
    expect(plain.json()).toMatchObject({ status: '200' });
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const res = await asAdmin('POST', 'menu', encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(plain.json());
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the OpenAPI document', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('keeps the live channel working for a browser that offers compression', async () => {
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const live = await openSignedInLive(baseUrl, await t.signIn('sam'), {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(live.received.map((m) => m.type)).toContain('ready');
    live.close();
  });
});
