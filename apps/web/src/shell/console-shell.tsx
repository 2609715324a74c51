import './theme-options.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@fieldhouse/contract';
import { usePreferences } from '../app/preferences/use-preferences.ts';
import { usePreferencesSync } from '../app/preferences/use-preferences-sync.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { pageTitleFor } from '../lib/menu-tree.ts';
import { setMenuId } from '../lib/session.ts';
import { AppHeader } from './header/app-header.tsx';
import { SideNav } from './nav/side-nav.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';
import { useCurrentTrail } from './use-current-trail.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useSettingsFirstAsk } from './use-settings-first-ask.ts';
import classes from './console-shell.module.css';

// The drawer (narrow screens) and the row (the horizontal layout) come when that layout is used.
const HorizontalNav = lazy(async () => ({
  default: (await import('./nav/horizontal-nav.tsx')).HorizontalNav,
}));
const MobileNavDrawer = lazy(async () => ({
  default: (await import('./mobile-nav-drawer.tsx')).MobileNavDrawer,
}));

const HEADER_HEIGHT = 60;
const ROW_HEIGHT = 52;
const NAV_WIDTH = 264;
const RAIL_WIDTH = 76;

/**
 * The signed-in console in the user's theme settings: from 992 px the menu sits beside the page
 * (and can shrink to icons) or runs in a row under the header; below it the menu is always
 * vertical, in a drawer behind a burger.
 */
export function ConsoleShell() {
  // Read synchronously so the first paint already has the right layout.
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, {
    getInitialValueInEffect: false,
  });
  const preferences = usePreferences();
  usePreferencesSync();
  useSettingsFirstAsk();
  const horizontal = desktop && preferences.menuLayout === 'horizontal';
  // The header toggle folds the menu for this page load only; the saved setting is where each page load
  // starts, and the panel or /layout/collapse-menu changing it applies at once.
  const [collapse, setCollapse] = useState({
    saved: preferences.menuCollapsed,
    now: preferences.menuCollapsed,
  });
  if (collapse.saved !== preferences.menuCollapsed) {
    setCollapse({ saved: preferences.menuCollapsed, now: preferences.menuCollapsed });
  }
  const navCollapsed = collapse.now;
  const [mobileOpened, mobileNav] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that closing it slides it away.
  const [mobileNavWanted, setMobileNavWanted] = useState(false);
  if (mobileOpened && !mobileNavWanted) setMobileNavWanted(true);
  const { pathname } = useLocation();
  const { t } = useT();
  const trail = useCurrentTrail();
  useDocumentTitle(pageTitleFor(trail));
  // The menu item the user works in follows the page they are on, however they came to it (a
  // link, the address bar, a reload), not only a click in the menu: every call sends it as menuID.
  const menuItem = trail?.at(-1)?.id;
  useEffect(() => {
    if (menuItem !== undefined) setMenuId(menuItem);
  }, [menuItem]);

  // Any navigation closes the mobile menu, including ones from search or the header.
  const closeMobileNav = mobileNav.close;
  useEffect(() => {
    closeMobileNav();
  }, [pathname, closeMobileNav]);

  return (
    <AppShell
      layout={horizontal ? 'default' : 'alt'}
      header={{ height: horizontal ? HEADER_HEIGHT + ROW_HEIGHT : HEADER_HEIGHT }}
      navbar={
        horizontal
          ? undefined
          : {
              width: navCollapsed ? RAIL_WIDTH : NAV_WIDTH,
              breakpoint: MOBILE_BREAKPOINT_PX,
              collapsed: { mobile: true },
            }
      }
      padding={{ base: 'md', md: 'xl' }}
      className={classes.shell}
      data-layout-mode={horizontal ? 'horizontal' : 'vertical'}
    >
      <AppShell.Header className={classes.header}>
        <div className={classes.headerRow}>
          <AppHeader
            desktop={desktop}
            horizontal={horizontal}
            navCollapsed={navCollapsed}
            onToggleNav={() => setCollapse((current) => ({ ...current, now: !current.now }))}
            mobileNavOpened={mobileOpened}
            onOpenMobileNav={mobileNav.open}
          />
        </div>
        {horizontal && (
          <Suspense fallback={null}>
            <HorizontalNav />
          </Suspense>
        )}
      </AppShell.Header>
      {desktop && !horizontal && (
        <AppShell.Navbar aria-label={t('shell.mainNavigation')} className={classes.navbar}>
          <SideNav compact={navCollapsed} />
        </AppShell.Navbar>
      )}
      {!desktop && mobileNavWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={mobileOpened} onClose={mobileNav.close} />
        </Suspense>
      )}
      <AppShell.Main className={classes.main}>
        <PageBreadcrumbs trail={trail} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
