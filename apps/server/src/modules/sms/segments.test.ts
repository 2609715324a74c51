import { describe, expect, it } from 'vitest';
import { smsSegments } from '@fieldhouse/contract';

const gsm = (n: number) => 'a'.repeat(n);
const arabic = (n: number) => 'ب'.repeat(n);

describe('smsSegments', () => {
  it.each([
    [0, 0],
    [1, 1],
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('GSM-7: %i characters take %i segments', (n, segments) => {
    expect(smsSegments(gsm(n))).toMatchObject({ encoding: 'gsm7', length: n, segments });
  });

  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])('UCS-2 (Arabic): %i characters take %i segments', (n, segments) => {
    expect(smsSegments(arabic(n))).toMatchObject({ encoding: 'ucs2', length: n, segments });
  });

  it('counts an extension character twice: 80 euro signs fill one segment, 81 take two', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', length: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ length: 162, segments: 2, perSegment: 153 });
    expect(smsSegments(`${gsm(159)}[`)).toMatchObject({ length: 161, segments: 2 });
  });

  it('turns the whole text UCS-2 for one character outside GSM-7', () => {
    expect(smsSegments(`${gsm(69)}ب`)).toMatchObject({ encoding: 'ucs2', length: 70, segments: 1 });
    expect(smsSegments(`${gsm(70)}ب`)).toMatchObject({ encoding: 'ucs2', length: 71, segments: 2 });
    // An emoji is two UTF-16 units.
    expect(smsSegments('😀')).toMatchObject({ encoding: 'ucs2', length: 2 });
    // GSM's own accented letters stay GSM-7; others do not.
    expect(smsSegments('café à Ñ').encoding).toBe('gsm7');
    expect(smsSegments('ç').encoding).toBe('ucs2');
  });

  it('says how many more fit', () => {
    expect(smsSegments(gsm(150)).remaining).toBe(10);
    expect(smsSegments(gsm(161)).remaining).toBe(306 - 161);
    expect(smsSegments(arabic(10)).remaining).toBe(60);
    expect(smsSegments('').remaining).toBe(160);
  });
});
