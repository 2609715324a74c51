import fs from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@fieldhouse/contract';
import { applyToDocument, attributeFor } from './apply-to-document.ts';

const BOOT = fs.readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');

function fakeRoot() {
  const attributes: Record<string, string> = {};
  return { attributes, setAttribute: (name: string, value: string) => void (attributes[name] = value) };
}

type Page = {
  path?: string;
  session?: Record<string, string>;
  local?: Record<string, string>;
  historyState?: unknown;
};

/** Runs public/theme-boot.js against a fake page whose storage holds `stored`. */
function bootWith(
  stored: string | null,
  { path = '/auth/login', session = {}, local = {}, historyState = null }: Page = {},
) {
  const root = fakeRoot();
  const all: Record<string, string | null> = { ...local, 'fieldhouse.preferences': stored };
  runInNewContext(BOOT, {
    localStorage: { getItem: (key: string) => all[key] ?? null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    location: { pathname: path },
    history: { state: historyState },
    document: { documentElement: root },
  });
  return root.attributes;
}

/** What the boot script sets on <html> for a visitor on the sign-in page. */
const boot = (stored: string | null) => bootWith(stored);

const chosen: Preferences = {
  ...DEFAULT_PREFERENCES,
  menuLayout: 'horizontal',
  colorScheme: 'dark',
  direction: 'rtl',
  boxedLayout: true,
  menuColor: 'teal',
  language: 'ar',
};

describe('theme boot script', () => {
  it('sets on <html> what the app sets, plus lang', () => {
    const app = fakeRoot();
    applyToDocument(chosen, app as unknown as HTMLElement);
    expect(boot(JSON.stringify({ preferences: chosen, pending: {} }))).toEqual({
      ...app.attributes,
      lang: 'ar',
      // The sign-in page rendered at build time is in English.
      'data-fh-prerendered': 'off',
    });
    expect(app.attributes).toMatchObject({
      'data-fh-menu-layout': 'horizontal',
      'data-fh-boxed-layout': 'true',
      'data-mantine-color-scheme': 'dark',
      dir: 'rtl',
    });
  });

  it('reads the key the store writes', async () => {
    expect(BOOT).toContain(`'${(await import('./preferences-store.ts')).PREFERENCES_STORAGE_KEY}'`);
  });

  it('leaves the page alone when nothing or rubbish is stored', () => {
    expect(boot(null)).toEqual({});
    expect(boot('{not json')).toEqual({});
    expect(boot(JSON.stringify({ preferences: { colorScheme: 'purple', direction: 'up' } }))).toEqual({
      'data-fh-color-scheme': 'purple',
      'data-fh-direction': 'up',
    });
  });

  it('keeps the sign-in page rendered at build time only where the app draws the same', async () => {
    const { CHILD_ID_KEY } = await import('@fieldhouse/contract');
    const english = JSON.stringify({
      preferences: { ...chosen, language: 'en', direction: 'ltr' },
      pending: {},
    });
    expect(bootWith(null)).not.toHaveProperty('data-fh-prerendered');
    expect(bootWith(english)).not.toHaveProperty('data-fh-prerendered');
    const hidden = { 'data-fh-prerendered': 'off' };
    expect(bootWith(null, { path: '/dashboard/analytics' })).toMatchObject(hidden);
    const englishRtl = JSON.stringify({ preferences: { language: 'en', direction: 'rtl' }, pending: {} });
    expect(bootWith(englishRtl)).toMatchObject(hidden);
    expect(bootWith(null, { session: { token: 't' } })).toMatchObject(hidden);
    expect(bootWith(null, { local: { [CHILD_ID_KEY]: '12' } })).toMatchObject(hidden);
    // React Router keeps a page's state (the signed-out notice) in the history entry.
    expect(bootWith(null, { historyState: { usr: { notice: 'Signed out' }, key: 'a' } })).toMatchObject(
      hidden,
    );
    expect(bootWith(null, { historyState: { usr: null, key: 'a' } })).not.toHaveProperty(
      'data-fh-prerendered',
    );
  });

  it('names attributes in kebab case', () => {
    expect(attributeFor('fixedHeader')).toBe('data-fh-fixed-header');
  });
});
