import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@fieldhouse/contract';
import { LogoMark } from '../../ui/logo-mark.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderSearch } from './header-search.tsx';
import { FriendsButton } from '../nav-right/friends-button.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import classes from './app-header.module.css';

type AppHeaderProps = {
  desktop: boolean;
  navCollapsed: boolean;
  onToggleNav: () => void;
  mobileNavOpened: boolean;
  onOpenMobileNav: () => void;
};

/** Menu control on the start side; search, scheme, bell and account on the end side. */
export function AppHeader({
  desktop,
  navCollapsed,
  onToggleNav,
  mobileNavOpened,
  onOpenMobileNav,
}: AppHeaderProps) {
  const toggleLabel = navCollapsed ? 'Expand the menu' : 'Collapse the menu';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {desktop ? (
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={toggleLabel}
              aria-pressed={navCollapsed}
              onClick={onToggleNav}
            >
              {navCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden className="fh-mirror-rtl" />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden className="fh-mirror-rtl" />
              )}
            </ActionIcon>
          </Tooltip>
        ) : (
          <>
            <Burger opened={mobileNavOpened} onClick={onOpenMobileNav} size="sm" aria-label="Open the menu" />
            <Link to="/" className={classes.brand}>
              <LogoMark size={26} />
              <span>{PRODUCT_NAME}</span>
            </Link>
          </>
        )}
        {desktop && <HeaderSearch compact={false} />}
      </Group>
      <Group gap={6} wrap="nowrap">
        {!desktop && <HeaderSearch compact />}
        <ColorSchemeToggle />
        <FriendsButton />
        <NotificationsBell />
        <ProfileMenu showName={desktop} />
      </Group>
    </Group>
  );
}
