import { describe, expect, it } from 'vitest';
import { NAV_ICONS } from '@fieldhouse/contract';
import { navIconKey } from './nav-icon-key.ts';

describe('navIconKey', () => {
  it('maps the known icon words', () => {
    for (const key of NAV_ICONS) expect(navIconKey(key)).toBe(key);
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
