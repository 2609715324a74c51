/** The icon words the menu API uses (menu `icon`), each drawn with a Tabler icon. */
const NAV_ICON_KEYS = [
  'dashboard',
  'chart',
  'user',
  'user-check',
  'bell',
  'book',
  'message',
  'external',
] as const;
export type NavIconKey = (typeof NAV_ICON_KEYS)[number] | 'fallback';

/**
 * Maps a menu icon string to one of our icons. Old menus used class lists such as
 * 'feather icon-bell', so a known word anywhere in the string counts too.
 */
export function navIconKey(icon: string | undefined): NavIconKey {
  const value = (icon ?? '').trim().toLowerCase();
  if (!value) return 'fallback';
  const exact = NAV_ICON_KEYS.find((key) => key === value);
  if (exact) return exact;
  const words = value.split(/[^a-z]+/);
  return NAV_ICON_KEYS.find((key) => words.includes(key)) ?? 'fallback';
}
