import '@fontsource-variable/inter';
// Inter has no Arabic letters; this face's unicode-range makes the browser fetch it only for Arabic.
import '@fontsource-variable/noto-sans-arabic';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, readyToDraw } from './app/app.tsx';
import { catchEarlySearchShortcut } from './lib/early-search-shortcut.ts';
import { changeLanguage, isLanguage } from './lib/i18n/i18n.ts';
import { getSessionSnapshot } from './lib/session.ts';
import { isSignedIn } from './lib/session-check.ts';

// Ctrl/⌘+K pressed by a signed-in reader while the console's route and shell still download is
// kept for the header search from the first moment, not from when the console's guard runs.
if (isSignedIn(getSessionSnapshot())) catchEarlySearchShortcut();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// <html lang> holds the language chosen last; its texts load before the first render, so the
// console never shows in English first.
const language = document.documentElement.lang;
const ready = isLanguage(language) && language !== 'en' ? changeLanguage(language) : Promise.resolve();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The page holds the sign-in page rendered at build time (build/prerender.ts). Where it shows,
// already painted, React takes over its elements (what was typed meanwhile stays); elsewhere
// (public/theme-boot.js hid it) the app draws its own page in its place.
const hydrate = document.documentElement.getAttribute('data-fh-prerendered') !== 'off';
if (!hydrate) container.replaceChildren();

void Promise.all([ready.catch(() => undefined), readyToDraw]).then(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // From here on the elements are the app's own.
  container.removeAttribute('data-prerendered');
});
