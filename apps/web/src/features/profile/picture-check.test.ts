import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '@fieldhouse/contract';
import { pictureProblem } from './picture-check.ts';

describe('pictureProblem', () => {
  it('accepts JPEG, PNG and WebP within the limits', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(pictureProblem({ type, size: 1000 }, 640 * 480)).toBeUndefined();
    }
  });

  it('leaves a file of no declared type, or unknown size in pixels, to the server', () => {
    expect(pictureProblem({ type: '', size: 1000 }, undefined)).toBeUndefined();
  });

  it('refuses other types, more than 5 MB and more than 40 megapixels', () => {
    expect(pictureProblem({ type: 'image/gif', size: 1000 }, 100)).toBe('type');
    expect(pictureProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, 100)).toBe('bytes');
    expect(pictureProblem({ type: 'image/png', size: 1000 }, AVATAR_MAX_PIXELS + 1)).toBe('pixels');
  });
});
