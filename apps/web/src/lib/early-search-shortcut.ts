/*
 * Ctrl/⌘+K pressed while the console shell is still downloading would reach the browser (which
 * focuses its own search) instead of ours. The console guard starts listening before the shell
 * loads; the header search takes the keypress over when it mounts and opens right away.
 */

let searchMounted = false;
let pending = false;

function onKeyDown(event: KeyboardEvent) {
  if (searchMounted || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
  pending = true;
  event.preventDefault();
}

export function catchEarlySearchShortcut(): void {
  // The same listener is only ever added once, however often the guard runs.
  if (!searchMounted) window.addEventListener('keydown', onKeyDown);
}

/**
 * Called by the header search once its own shortcuts listen: hands over the keypress made while
 * loading (`onPressed` runs at once if there was one) and stops listening here.
 */
export function claimEarlySearchShortcut(onPressed: () => void): void {
  searchMounted = true;
  window.removeEventListener('keydown', onKeyDown);
  if (!pending) return;
  pending = false;
  onPressed();
}

export function releaseSearchShortcut(): void {
  searchMounted = false;
}
