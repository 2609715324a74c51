import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@fieldhouse/contract';
import { athlete, yearsAgo } from '../test/events.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { maskUrl } from './request-log.ts';

/* An address that is a key (an invitation, a calendar feed) is logged with the key masked. */

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
const log = () => lines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_MODE: 'production', LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('masks the token of a calendar feed’s address, and the feed still answers', async () => {
    const parent = await athlete(t, { sportId: null, born: yearsAgo(40) });
    const made = (
      await t.api('POST', 'my/calendar', undefined, { token: parent.token })
    ).json<CalendarFeed>();
    const path = new URL(made.url!).pathname;
    const token = /\/calendar\/([\w-]{43})\.ics$/.exec(path)?.[1];
    expect(token).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    expect(log()).toContain('"url":"/api/v1/calendar/•••.ics"');
    expect(log()).not.toContain(token);
  });

  it('masks the token of an invitation, in the API and in the console page’s address', async () => {
    const token = randomBytes(32).toString('base64url');
    await t.api('GET', `invitation/${token}`);
    await t.app.inject({ method: 'GET', url: `/auth/invitation/${token}`, headers: { accept: 'text/html' } });

    expect(log()).toContain('"url":"/api/v1/invitation/•••"');
    expect(log()).toContain('"url":"/auth/invitation/•••"');
    expect(log()).not.toContain(token);
  });

  it('masks a signature or token in the query, and leaves other addresses as they are', () => {
    expect(maskUrl('/media/chat/ab12.webp?exp=1700000000&sig=abc-DEF_1')).toBe(
      '/media/chat/ab12.webp?exp=1700000000&sig=•••',
    );
    expect(maskUrl('/x?c=child&p=parent&token=s3cret')).toBe('/x?c=child&p=parent&token=•••');
    expect(maskUrl('/api/v1/my/calendar')).toBe('/api/v1/my/calendar');
    expect(maskUrl('/api/v1/subscribers/abc/texts?limit=20')).toBe('/api/v1/subscribers/abc/texts?limit=20');
  });
});
