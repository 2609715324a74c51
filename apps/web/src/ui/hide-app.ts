/**
 * While a modal that renders in a portal is open, the app behind it is hidden from assistive
 * technology and made inert, so a screen reader or the Tab key cannot wander out of the dialog.
 * (Mantine traps focus but leaves the rest of the page in the accessibility tree.)
 */
export function hideApp(hidden: boolean): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.inert = hidden;
  if (hidden) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
}
