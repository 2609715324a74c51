import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { register } from '../../test/journeys.ts';
import { openSignedInLive } from '../../test/live-client.ts';
import { readStored } from './preferences.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (token?: string) => t.api('GET', 'preferences', undefined, token ? { token } : {});
const put = (token: string | undefined, body: unknown) =>
  t.api('PUT', 'preferences', body, token ? { token } : {});

const custom: Preferences = {
  menuLayout: 'horizontal',
  menuCollapsed: true,
  colorScheme: 'dark',
  menuTone: 'light',
  direction: 'rtl',
  fixedHeader: false,
  fixedMenu: false,
  boxedLayout: true,
  menuImage: true,
  menuColor: 'violet',
  headerColor: 'teal',
  iconColor: 'yellow',
  language: 'ar',
};

describe('GET/PUT preferences', () => {
  it('gives a user who never saved the defaults, marked as never saved', async () => {
    const res = await get(await t.signIn('coach'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: '200', preferences: DEFAULT_PREFERENCES, updatedAt: null });
  });

  it('keeps what was saved and gives it back', async () => {
    const token = await t.signIn('admin');
    const saved = await put(token, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: '200', preferences: custom, updatedAt: expect.any(String) });
    const read = await get(token);
    expect(read.json()).toEqual(saved.json());

    // A second save replaces the first.
    const back = { ...custom, language: 'en', direction: 'ltr' };
    expect((await put(token, back)).statusCode).toBe(200);
    expect((await get(token)).json<{ preferences: Preferences }>().preferences).toEqual(back);
  });

  it("is each user's own: one user's save changes nobody else's", async () => {
    const sam = await t.signIn('sam');
    const other = await register(t);
    expect((await put(sam, { ...custom, menuColor: 'red' })).statusCode).toBe(200);
    expect((await get(await t.signIn('coach'))).json()).toMatchObject({
      preferences: DEFAULT_PREFERENCES,
      updatedAt: null,
    });
    // A brand-new account that has not verified its phone may not use the console, nor this.
    expect((await get(other.token)).statusCode).toBe(403);
    expect((await get(sam)).json<{ preferences: Preferences }>().preferences.menuColor).toBe('red');
  });

  it("tells the user's other open consoles to take the saved settings, and nobody else's", async () => {
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const [samToken, coachToken] = [await t.signIn('sam'), await t.signIn('coach')];
    const [otherTab, coachTab] = [
      await openSignedInLive(baseUrl, samToken),
      await openSignedInLive(baseUrl, coachToken),
    ];
    try {
      expect((await put(samToken, { ...DEFAULT_PREFERENCES, colorScheme: 'dark' })).statusCode).toBe(200);
      await otherTab.next('preferences');
      // Give a stray push time to arrive before saying none came.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(coachTab.received.filter((m) => m.type === 'preferences')).toEqual([]);
    } finally {
      otherTab.close();
      coachTab.close();
    }
  });

  it('refuses a caller without a token (401), reading and writing', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(undefined, custom);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it.each([
    ['an unknown colour', { ...custom, menuColor: 'hotpink' }, 'menuColor'],
    ['an unknown language', { ...custom, language: 'fr' }, 'language'],
    ['a flag as text', { ...custom, fixedHeader: 'yes' }, 'fixedHeader'],
    ['an unknown option', { ...custom, sparkle: true }, 'sparkle'],
    ['a missing option', { ...custom, direction: undefined }, 'direction'],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_, body, field) => {
    const token = await t.signIn('coach');
    const before = (await get(token)).json();
    const res = await put(token, body);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/not valid/);
    expect(Object.keys(error.fields)).toContain(field);
    expect((await get(token)).json()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const token = await t.signIn('coach');
    const json = { 'content-type': 'application/json' };
    const text = await t.api('PUT', 'preferences', JSON.stringify('dark'), { token, headers: json });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await put(token, [custom])).statusCode).toBe(400);
  });
});

describe('reading a stored document', () => {
  it('falls back to the default for an option it no longer knows or that is damaged', () => {
    const stored = JSON.stringify({ ...custom, menuColor: 'retired-colour', fixedMenu: 'no', extra: 1 });
    expect(readStored(stored)).toEqual({
      ...custom,
      menuColor: DEFAULT_PREFERENCES.menuColor,
      fixedMenu: DEFAULT_PREFERENCES.fixedMenu,
    });
    expect(readStored('{not json')).toEqual(DEFAULT_PREFERENCES);
  });
});
