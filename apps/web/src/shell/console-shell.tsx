import { useEffect, useState } from 'react';
import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { MENU_MAX_WIDTH_PX, MOBILE_BREAKPOINT_PX } from '@fieldhouse/contract';
import '../lib/i18n/full-texts.ts';
import { pageTitleFor } from '../lib/menu-tree.ts';
import { AppHeader } from './header/app-header.tsx';
import { SideNav } from './nav/side-nav.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';
import { useCurrentTrail } from './use-current-trail.ts';
import { useDocumentTitle } from './use-document-title.ts';
import classes from './console-shell.module.css';

const HEADER_HEIGHT = 60;
const NAV_WIDTH = 264;
const RAIL_WIDTH = 76;

/**
 * The signed-in console: dark side menu, header, breadcrumbs and the area's page. From 992 px the
 * menu sits beside the page and can shrink to icons; below it lives in a drawer behind a burger.
 */
export function ConsoleShell() {
  // Read synchronously so the first paint already has the right layout.
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, {
    getInitialValueInEffect: false,
  });
  const [navCollapsed, setNavCollapsed] = useState(false);
  const [mobileOpened, mobileNav] = useDisclosure(false);
  const { pathname } = useLocation();
  const trail = useCurrentTrail();
  useDocumentTitle(pageTitleFor(trail));

  // Any navigation closes the mobile menu, including ones from search or the header.
  const closeMobileNav = mobileNav.close;
  useEffect(() => {
    closeMobileNav();
  }, [pathname, closeMobileNav]);

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: navCollapsed ? RAIL_WIDTH : NAV_WIDTH,
        breakpoint: MOBILE_BREAKPOINT_PX,
        collapsed: { mobile: true },
      }}
      padding={{ base: 'md', md: 'xl' }}
      className={classes.shell}
    >
      <AppShell.Header>
        <AppHeader
          desktop={desktop}
          navCollapsed={navCollapsed}
          onToggleNav={() => setNavCollapsed((value) => !value)}
          mobileNavOpened={mobileOpened}
          onOpenMobileNav={mobileNav.open}
        />
      </AppShell.Header>
      {desktop ? (
        <AppShell.Navbar aria-label="Main navigation" className={classes.navbar}>
          <SideNav compact={navCollapsed} />
        </AppShell.Navbar>
      ) : (
        <Drawer
          opened={mobileOpened}
          onClose={mobileNav.close}
          size={MENU_MAX_WIDTH_PX}
          // Mantine mirrors 'left' to the right-hand side in right-to-left layouts.
          position="left"
          withCloseButton={false}
          padding={0}
          // Names the dialog for screen readers; the menu below shows the brand itself.
          title="Main navigation"
          classNames={{ content: classes.drawerContent, body: classes.drawerBody, header: classes.srOnly }}
        >
          <nav aria-label="Main navigation" className={classes.drawerNav}>
            <SideNav onNavigate={mobileNav.close} />
          </nav>
        </Drawer>
      )}
      <AppShell.Main className={classes.main}>
        <PageBreadcrumbs trail={trail} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
