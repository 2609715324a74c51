import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('OLD-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeNull();
  });

  it('returns null for an empty cookie string', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
