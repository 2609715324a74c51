import '@fontsource-variable/inter';
// Inter has no Arabic letters; this face's unicode-range makes the browser fetch it only for Arabic.
import '@fontsource-variable/noto-sans-arabic';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { changeLanguage, isLanguage } from './lib/i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// <html lang> holds the language chosen last; its texts load before the first render, so the
// console never shows in English first.
const language = document.documentElement.lang;
const ready = isLanguage(language) && language !== 'en' ? changeLanguage(language) : Promise.resolve();

void ready
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
