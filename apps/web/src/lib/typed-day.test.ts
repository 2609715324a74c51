import 'dayjs/locale/ar';
import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './typed-day.ts';

describe('parseTypedDay', () => {
  it('reads the address form and the form the field shows', () => {
    expect(parseTypedDay('2026-03-05', 'en')).toBe('2026-03-05');
    expect(parseTypedDay(' 05 Mar 2026 ', 'en')).toBe('2026-03-05');
    expect(parseTypedDay('5 march 2026', 'en')).toBe('2026-03-05');
    expect(parseTypedDay('05/03/2026', 'en')).toBe('2026-03-05');
  });

  it('reads Arabic month names and Arabic-Indic digits, and English ones in Arabic', () => {
    expect(parseTypedDay('٠٥ مارس ٢٠٢٦', 'ar')).toBe('2026-03-05');
    expect(parseTypedDay('٢٠٢٦-٠٣-٠٥', 'ar')).toBe('2026-03-05');
    expect(parseTypedDay('05 Mar 2026', 'ar')).toBe('2026-03-05');
  });

  it('gives nothing for a day half typed or one that does not exist', () => {
    for (const typed of [
      '',
      '2',
      '2026-03-0',
      '2026-03-1',
      '05 Mar 202',
      '05 Xyz 2026',
      '2026-02-30',
      '31/04/2026',
    ])
      expect(parseTypedDay(typed, 'en'), typed).toBeNull();
  });
});
