import { describe, expect, it } from 'vitest';
import { navIconKey } from './nav-icon-key.ts';

describe('navIconKey', () => {
  it('maps the known icon words', () => {
    for (const key of [
      'dashboard',
      'chart',
      'user',
      'user-check',
      'bell',
      'book',
      'message',
      'external',
    ] as const) {
      expect(navIconKey(key)).toBe(key);
    }
  });

  it('finds a known word inside an old class list', () => {
    expect(navIconKey('feather icon-bell')).toBe('bell');
    expect(navIconKey('Chart')).toBe('chart');
  });

  it('falls back for unknown or missing icons', () => {
    expect(navIconKey('rocket')).toBe('fallback');
    expect(navIconKey('')).toBe('fallback');
    expect(navIconKey(undefined)).toBe('fallback');
    expect(navIconKey('userx')).toBe('fallback');
  });
});
