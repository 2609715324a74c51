import type { MenuContainer } from './area-declaration.ts';

/*
 * The registry's fixed parts (areas.ts re-exports them): icon words, badge colours, the seeded
 * roles, the menu's containers. Apart from the registry, so the console's shell, which draws the
 * icons, does not load the areas' list with them.
 */

/** The icon words a menu entry may name; the console draws each one (`shell/nav/nav-icon.tsx`). */
export const NAV_ICONS = [
  'dashboard',
  'chart',
  'user',
  'user-check',
  'bell',
  'book',
  'message',
  'history',
  'shield',
  'users',
  'database',
  'calendar',
  'trophy',
  'external',
  'settings',
  'receipt',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

export const BADGE_TYPES = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Roles every installation starts with. Super Admin holds every action, new ones included. */
export const SEEDED_ROLES = {
  superAdmin: { name: 'Super Admin', description: 'Everything, including roles and staff accounts' },
  admin: { name: 'Admin', description: 'Runs the organisation day to day' },
  coach: { name: 'Coach', description: 'Works with athletes and events' },
  subscriber: { name: 'Subscriber', description: 'Athletes and parents' },
} as const;
export type SeededRole = keyof typeof SEEDED_ROLES;

/** Groups and collapses that hold the areas' menu items; `parent` names another container. */
export const MENU_CONTAINERS = {
  navigation: { id: 1, type: 'group', title: 'Navigation', order: 10 },
  dashboard: {
    id: 2,
    type: 'collapse',
    title: 'Dashboard',
    icon: 'dashboard',
    parent: 'navigation',
    order: 10,
  },
  organisation: { id: 10, type: 'group', title: 'Organisation', order: 15 },
  account: { id: 4, type: 'group', title: 'Account', order: 20 },
  myAccount: { id: 5, type: 'collapse', title: 'My account', icon: 'user', parent: 'account', order: 10 },
  help: { id: 8, type: 'group', title: 'Help', order: 90 },
} as const satisfies Record<string, MenuContainer>;
export type MenuContainerKey = keyof typeof MENU_CONTAINERS;
