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

/** Runs public/theme-boot.js against a fake page whose storage holds `stored`. */
function boot(stored: string | null) {
  const root = fakeRoot();
  runInNewContext(BOOT, {
    localStorage: { getItem: (key: string) => (key === 'fieldhouse.preferences' ? stored : null) },
    document: { documentElement: root },
  });
  return root.attributes;
}

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

  it('names attributes in kebab case', () => {
    expect(attributeFor('fixedHeader')).toBe('data-fh-fixed-header');
  });
});
