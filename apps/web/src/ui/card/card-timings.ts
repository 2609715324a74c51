import type { FloatingPosition } from '@mantine/core';

/** The card widget's timings and defaults, in one place. */
export const CARD_MAXIMIZE_MS = 500;
export const CARD_COLLAPSE_MS = 400;
/** How long the overlay shows when the card has nothing of its own to reload. */
export const CARD_RELOAD_MS = 3000;
export const CARD_REMOVE_FADE_MS = 400;
/** The options menu opens below the button, at its end: bottom-right, or bottom-left in right-to-left layouts. */
export const CARD_MENU_POSITION: FloatingPosition = 'bottom-end';
