import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar.ts';

const fallback = '/default-avatar.svg';

describe('avatarUrl', () => {
  it('prefixes a relative path with the image base', () => {
    expect(avatarUrl('avatars/sam.webp', fallback)).toBe('/media/avatars/sam.webp');
    expect(avatarUrl('/avatars/sam.webp', fallback)).toBe('/media/avatars/sam.webp');
  });

  it("uses the default avatar for '', missing values and the literal text 'undefined'", () => {
    for (const empty of ['', '   ', null, undefined, 'undefined', 'null']) {
      expect(avatarUrl(empty, fallback)).toBe(fallback);
    }
  });

  it('leaves a path already under the image base alone', () => {
    expect(avatarUrl('/media/avatars/sam.webp', fallback)).toBe('/media/avatars/sam.webp');
  });
});
