import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HOME_PATH, type Preferences } from '@fieldhouse/contract';
import { choosePreferences } from './preferences/preferences-store.ts';
import { requireConsoleAccess } from '../lib/route-guards.ts';

// The numbered layouts set every colour option, so each looks the same whatever came before.
const colours = (patch: Partial<Preferences>): Partial<Preferences> => ({
  menuTone: 'dark',
  menuColor: 'default',
  headerColor: 'default',
  iconColor: 'default',
  menuImage: false,
  ...patch,
});

/**
 * The theme demo routes (/layout/...): each applies its option to the
 * signed-in user's theme settings (saved like a choice in the settings panel), then shows the
 * console's home page.
 */
const LAYOUT_PRESETS: Record<string, Partial<Preferences>> = {
  static: { fixedHeader: false, fixedMenu: false },
  fixed: { fixedHeader: true, fixedMenu: true },
  'nav-fixed': { fixedHeader: false, fixedMenu: true },
  'nav-image': { menuLayout: 'vertical', menuImage: true },
  'collapse-menu': { menuLayout: 'vertical', menuCollapsed: true },
  horizontal: { menuLayout: 'horizontal' },
  box: { boxedLayout: true },
  rtl: { direction: 'rtl' },
  light: { colorScheme: 'light', menuTone: 'light' },
  dark: { colorScheme: 'dark', menuTone: 'dark' },
  'icon-color': { iconColor: 'blue' },
  'nav-color': { menuColor: 'blue' },
  'layout-1': colours({ headerColor: 'blue' }),
  'layout-2': colours({ menuTone: 'light', headerColor: 'blue', iconColor: 'blue' }),
  'layout-3': colours({ menuColor: 'indigo', headerColor: 'indigo' }),
  'layout-4': colours({ colorScheme: 'dark', menuColor: 'dark', headerColor: 'dark', iconColor: 'green' }),
  'layout-5': colours({ menuColor: 'teal', iconColor: 'yellow' }),
  'layout-12': colours({ menuLayout: 'horizontal', menuColor: 'violet', headerColor: 'violet' }),
};

function presetLoader(preset: Partial<Preferences>) {
  return (args: LoaderFunctionArgs) => {
    // Child loaders run beside the shell's guard: a visitor who may not enter changes nothing.
    const denied = requireConsoleAccess(args);
    if (denied) return denied;
    choosePreferences(preset);
    return redirect(HOME_PATH);
  };
}

/** One route per preset, so an unknown /layout/... falls through to the not-found page. */
export const layoutRoutes: RouteObject[] = Object.entries(LAYOUT_PRESETS).map(([name, preset]) => ({
  path: `layout/${name}`,
  loader: presetLoader(preset),
}));
