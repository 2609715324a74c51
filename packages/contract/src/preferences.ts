import { z } from 'zod';
import { ok } from './common.ts';

/*
 * Theme settings (the theme drawer, and the `/layout/...` routes of layout-presets.ts), kept per user on the
 * server and cached in the browser so the console paints in them before any call returns.
 */

/** Backgrounds the menu and the header may take; every one keeps white text at ≥ 4.5:1. */
export const BAR_COLORS = ['default', 'blue', 'indigo', 'violet', 'teal', 'red', 'dark'] as const;
export type BarColor = (typeof BAR_COLORS)[number];

/** Colours for the menu's icons ('default' follows the menu text). */
export const ICON_COLORS = ['default', 'blue', 'red', 'green', 'yellow', 'purple', 'pink'] as const;
export type IconColor = (typeof ICON_COLORS)[number];

const MENU_LAYOUTS = ['vertical', 'horizontal'] as const;
const COLOR_SCHEMES = ['light', 'dark'] as const;
const MENU_TONES = ['dark', 'light'] as const;
const DIRECTIONS = ['ltr', 'rtl'] as const;
const LANGUAGES = ['en', 'ar'] as const;

/** The values of each option that is a choice (the others are on/off); plain arrays the browser can check a cached copy against without zod. */
export const PREFERENCE_CHOICES = {
  menuLayout: MENU_LAYOUTS,
  colorScheme: COLOR_SCHEMES,
  menuTone: MENU_TONES,
  direction: DIRECTIONS,
  menuColor: BAR_COLORS,
  headerColor: BAR_COLORS,
  iconColor: ICON_COLORS,
  language: LANGUAGES,
} as const;

// Plain names, not PREFERENCE_CHOICES.x: the bundler keeps a schema whose arguments read properties,
// which would pull zod into the sign-in page.
export const preferencesSchema = z.strictObject({
  menuLayout: z.enum(MENU_LAYOUTS),
  /** The icon-only rail (wide screens, vertical layout). */
  menuCollapsed: z.boolean(),
  colorScheme: z.enum(COLOR_SCHEMES),
  /** menu-dark (the original theme's default) or a menu in the page's own surface colour. */
  menuTone: z.enum(MENU_TONES),
  direction: z.enum(DIRECTIONS),
  fixedHeader: z.boolean(),
  fixedMenu: z.boolean(),
  boxedLayout: z.boolean(),
  /** A background picture under the menu (route /layout/nav-image). */
  menuImage: z.boolean(),
  menuColor: z.enum(BAR_COLORS),
  headerColor: z.enum(BAR_COLORS),
  iconColor: z.enum(ICON_COLORS),
  /** Arabic also turns the direction to right-to-left when chosen. */
  language: z.enum(LANGUAGES),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a user who never chose anything sees: the original theme's defaults. */
export const DEFAULT_PREFERENCES: Preferences = {
  menuLayout: 'vertical',
  menuCollapsed: false,
  colorScheme: 'light',
  menuTone: 'dark',
  direction: 'ltr',
  fixedHeader: true,
  fixedMenu: true,
  boxedLayout: false,
  menuImage: false,
  menuColor: 'default',
  headerColor: 'default',
  iconColor: 'default',
  language: 'en',
};

/** `GET /preferences` and the answer to `PUT /preferences` (whose body is a whole `Preferences`). */
export const preferencesResponseSchema = ok({
  preferences: preferencesSchema,
  /** When the user last saved; null while they still have the defaults. */
  updatedAt: z.string().nullable(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
