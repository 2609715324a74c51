import { describe, expect, it } from 'vitest';
import { lockPageScroll } from './page-scroll-lock.ts';

describe('lockPageScroll', () => {
  it('keeps the page still until the last holder lets go, then restores what was there', () => {
    const doc = { body: { style: { overflow: 'clip' } } };
    const card = lockPageScroll(doc);
    expect(doc.body.style.overflow).toBe('hidden');
    const modal = lockPageScroll(doc);
    card();
    card(); // a second release of the same lock changes nothing
    expect(doc.body.style.overflow).toBe('hidden');
    modal();
    expect(doc.body.style.overflow).toBe('clip');
  });
});
