import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { countryName, dataName } from './data-name.ts';
import { registryNames } from './ar/registry-names.ts';
import { i18n } from './i18n.ts';

i18n.addResourceBundle('ar', 'translation', ar);
// The registry's words come from each area's contract folder, as when Arabic is chosen.
i18n.addResourceBundle('ar', 'translation', (await registryNames()).texts, true, false);

describe('names that arrive as data', () => {
  it('stay as written in English', () => {
    expect(dataName('Football', 'en')).toBe('Football');
  });

  it('come from the Arabic catalog or an area’s registry words when they have them, and as written when not', () => {
    expect(dataName('Football', 'ar')).toBe('كرة القدم');
    expect(dataName('Text log', 'ar')).toBe('سجل الرسائل النصية');
    expect(dataName('Under-9 league', 'ar')).toBe('Under-9 league');
  });

  it('names countries in the reader’s language', () => {
    expect(countryName('EG', 'Egypt', 'en')).toBe('Egypt');
    expect(countryName('EG', 'Egypt', 'ar')).toBe('مصر');
  });
});
