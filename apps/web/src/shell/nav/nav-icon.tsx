import { createElement, use } from 'react';
import {
  IconBook,
  IconExternalLink,
  IconLayoutDashboard,
  IconPoint,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { MenuGlyphsContext, type MenuGlyphs } from './menu-glyphs.ts';
import { navIconKey, type NavIconKey } from './nav-icon-key.ts';

/**
 * The glyphs of the shell's own words: the menu's containers (packages/contract/src/areas.ts), the
 * API reference (a page the server serves, no feature of the console) and links out. Every other
 * word is drawn with the glyph its area's face names.
 */
export const SHELL_ICONS = {
  dashboard: IconLayoutDashboard,
  user: IconUser,
  book: IconBook,
  external: IconExternalLink,
  fallback: IconPoint,
} as const satisfies Partial<Record<NavIconKey, Icon>>;

/** The glyph of an icon word: the areas' and the shell's, or a dot for a word no one draws. */
export function navGlyph(areas: MenuGlyphs, icon: string | undefined): Icon {
  const key = navIconKey(icon);
  if (key === 'fallback') return SHELL_ICONS.fallback;
  return areas[key] ?? (SHELL_ICONS as Partial<Record<NavIconKey, Icon>>)[key] ?? SHELL_ICONS.fallback;
}

export function NavIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  // The glyph is one of the module-level components above or an area's, never made here.
  const glyph = navGlyph(use(MenuGlyphsContext), icon);
  return createElement(glyph, { size, stroke: 1.7, 'aria-hidden': true, focusable: false });
}
