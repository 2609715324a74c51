import { describe, expect, it, vi } from 'vitest';
import { CARD_RELOAD_MS } from './card-timings.ts';
import { runReload } from './run-reload.ts';

describe('runReload', () => {
  it('waits CARD_RELOAD_MS (3,000 ms) when the card has nothing to reload', async () => {
    const wait = vi.fn(() => Promise.resolve());
    await runReload(undefined, wait);
    expect(wait).toHaveBeenCalledWith(CARD_RELOAD_MS);
    expect(CARD_RELOAD_MS).toBe(3000);
  });

  it('waits for the card’s own reload instead, and ends on its failure too', async () => {
    const wait = vi.fn(() => Promise.resolve());
    let finish = () => {};
    const reload = () => new Promise<void>((resolve) => (finish = resolve));
    let done = false;
    const running = runReload(reload, wait).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await running;
    expect(done).toBe(true);
    expect(wait).not.toHaveBeenCalled();
    await expect(runReload(() => Promise.reject(new Error('offline')), wait)).resolves.toBeUndefined();
  });
});
