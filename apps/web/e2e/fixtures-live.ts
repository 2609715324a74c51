import type { Page } from '@playwright/test';

/**
 * Settles once the page's live channel says it is ready: what happens after that is pushed, not
 * only read afresh. Call it before the page opens, and await it before making what should arrive.
 */
export function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && JSON.parse(payload)?.type === 'ready') resolve();
      });
    });
  });
}
