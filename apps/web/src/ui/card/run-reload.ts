import { CARD_RELOAD_MS } from './card-timings.ts';

/**
 * Resolves when a card's reload has finished: the card's own reload if it has one (a failure
 * also ends it; the page says what went wrong), else after a fixed CARD_RELOAD_MS.
 */
export async function runReload(
  onReload: (() => unknown) | undefined,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  if (!onReload) return wait(CARD_RELOAD_MS);
  try {
    await onReload();
  } catch {
    // Reported by whoever owns the data; the overlay must not stay up.
  }
}
