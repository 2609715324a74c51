import { NAV_ICONS, type NavIcon } from '@fieldhouse/contract';

/** An icon word of the area registry, or the dot drawn for a word it does not know. */
export type NavIconKey = NavIcon | 'fallback';

/**
 * Maps a menu icon string to one of our icons. Old menus used class lists such as
 * 'feather icon-bell', so a known word anywhere in the string counts too.
 */
export function navIconKey(icon: string | undefined): NavIconKey {
  const value = (icon ?? '').trim().toLowerCase();
  if (!value) return 'fallback';
  const exact = NAV_ICONS.find((key) => key === value);
  if (exact) return exact;
  const words = value.split(/[^a-z]+/);
  return NAV_ICONS.find((key) => words.includes(key)) ?? 'fallback';
}
