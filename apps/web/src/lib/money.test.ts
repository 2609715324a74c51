import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n.ts';
import { formatMoney, inputToMinor, minorDigits, minorToInput } from './money.ts';

describe('money in minor units', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('knows each currency’s minor digits: JOD and KWD three, JPY none, GBP two', () => {
    expect([minorDigits('JOD'), minorDigits('KWD'), minorDigits('JPY'), minorDigits('GBP')]).toEqual([
      3, 3, 0, 2,
    ]);
  });

  it('writes a sum with the currency’s own digits', async () => {
    await i18n.changeLanguage('en');
    expect(formatMoney(2500, 'GBP')).toBe('£25.00');
    expect(formatMoney(12500, 'JOD')).toContain('12.500');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });

  it('writes Arabic digits in Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(formatMoney(12500, 'JOD')).toContain('١٢٫٥٠٠');
    expect(formatMoney(2500, 'GBP')).toContain('٢٥٫٠٠');
  });

  it('reads a typed sum from its digits, never through a float', () => {
    expect(inputToMinor('12.5', 'GBP')).toBe(1250);
    expect(inputToMinor('0.29', 'GBP')).toBe(29);
    expect(inputToMinor('12.505', 'JOD')).toBe(12505);
    expect(inputToMinor('500', 'JPY')).toBe(500);
    expect(inputToMinor('1.5', 'JPY')).toBeNull();
    expect(inputToMinor('12.345', 'GBP')).toBeNull();
    expect(inputToMinor('ten', 'GBP')).toBeNull();
    expect(inputToMinor('', 'GBP')).toBeNull();
  });

  it('shows minor units back in a form’s box', () => {
    expect(minorToInput(1250, 'GBP')).toBe('12.50');
    expect(minorToInput(5, 'GBP')).toBe('0.05');
    expect(minorToInput(12505, 'JOD')).toBe('12.505');
    expect(minorToInput(500, 'JPY')).toBe('500');
  });
});
