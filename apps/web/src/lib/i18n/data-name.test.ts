import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { countryName, dataName } from './data-name.ts';
import { i18n } from './i18n.ts';

i18n.addResourceBundle('ar', 'translation', ar);

describe('names that arrive as data', () => {
  it('stay as written in English', () => {
    expect(dataName('Football', 'en')).toBe('Football');
  });

  it('come from the Arabic catalog when it has them, and as written when it does not', () => {
    expect(dataName('Football', 'ar')).toBe('كرة القدم');
    expect(dataName('SMS outbox', 'ar')).toBe('صندوق الرسائل النصية');
    expect(dataName('Under-9 league', 'ar')).toBe('Under-9 league');
  });

  it('names countries in the reader’s language', () => {
    expect(countryName('EG', 'Egypt', 'en')).toBe('Egypt');
    expect(countryName('EG', 'Egypt', 'ar')).toBe('مصر');
  });
});
