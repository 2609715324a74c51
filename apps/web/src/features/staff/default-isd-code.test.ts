import { describe, expect, it } from 'vitest';
import { defaultIsdCode } from './default-isd-code.ts';

const countries = [{ isd_code: '+61' }, { isd_code: '+971' }, { isd_code: '+44' }];

describe('the invitation’s country code', () => {
  it('is the inviting staff member’s own when the list has it, not the list’s first', () => {
    expect(defaultIsdCode(countries, '+44')).toBe('+44');
    expect(defaultIsdCode(countries, '+971')).toBe('+971');
  });

  it('is the first of the list when their own is not in it or unknown', () => {
    expect(defaultIsdCode(countries, '+1')).toBe('+61');
    expect(defaultIsdCode(countries, null)).toBe('+61');
    expect(defaultIsdCode([], '+44')).toBe('');
  });
});
