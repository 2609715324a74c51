import type { Preferences } from '@fieldhouse/contract';

/** `menuColor` → `data-fh-menu-color`: one attribute per option on <html>, which the shell's CSS reads. */
export const attributeFor = (key: string): string =>
  `data-fh-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Puts the settings on <html>, exactly as public/theme-boot.js does before the app loads: every
 * option as a data attribute, plus the direction and Mantine's colour-scheme attribute. (The
 * language's `lang` follows i18n, which sets it once the texts are loaded.)
 */
export function applyToDocument(
  preferences: Preferences,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, value] of Object.entries(preferences)) root.setAttribute(attributeFor(key), String(value));
  root.setAttribute('data-mantine-color-scheme', preferences.colorScheme);
  root.setAttribute('dir', preferences.direction);
}
