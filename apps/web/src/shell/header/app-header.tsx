import { Box, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOrganisationBrand } from '../../lib/queries/settings.ts';
import { BrandMark } from '../brand-mark.tsx';
import { ThemeSettingsButton } from '../theme/theme-settings-button.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderSearch } from './header-search.tsx';
import { FriendsButton } from '../nav-right/friends-button.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import classes from './app-header.module.css';
import { HeaderIconButton } from './header-icon-button.tsx';

type AppHeaderProps = {
  desktop: boolean;
  /** The menu runs in a row under the header, so the brand moves up here and nothing collapses. */
  horizontal: boolean;
  navCollapsed: boolean;
  onToggleNav: () => void;
  mobileNavOpened: boolean;
  onOpenMobileNav: () => void;
};

/** Menu control on the start side; search, settings, scheme, bell and account on the end side. */
export function AppHeader({
  desktop,
  horizontal,
  navCollapsed,
  onToggleNav,
  mobileNavOpened,
  onOpenMobileNav,
}: AppHeaderProps) {
  const { t } = useT();
  const toggleLabel = navCollapsed ? t('shell.expandMenu') : t('shell.collapseMenu');
  const organisation = useOrganisationBrand();
  const brand = (
    // A phone's header has no room for the word beside the mark (it pushed the account menu off
    // screen): there the word is not drawn, and the link keeps it as its name.
    <Link to="/" className={classes.brand} aria-label={organisation.name}>
      <BrandMark logo={organisation.logo} size={26} />
      <Box component="span" visibleFrom="xs" className={classes.brandName} dir="auto">
        {organisation.name}
      </Box>
    </Link>
  );
  return (
    // Narrow phones (360 px) need the room the wider padding takes.
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {desktop && !horizontal && (
          <HeaderIconButton label={toggleLabel} aria-pressed={navCollapsed} onClick={onToggleNav}>
            {navCollapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden className="fh-mirror-rtl" />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden className="fh-mirror-rtl" />
            )}
          </HeaderIconButton>
        )}
        {!desktop && (
          <Burger
            opened={mobileNavOpened}
            onClick={onOpenMobileNav}
            size="sm"
            aria-label={t('shell.openMenu')}
          />
        )}
        {(!desktop || horizontal) && brand}
        {desktop && <HeaderSearch compact={false} />}
      </Group>
      <Group gap={6} wrap="nowrap">
        {!desktop && <HeaderSearch compact />}
        <ThemeSettingsButton />
        <ColorSchemeToggle />
        <FriendsButton />
        <NotificationsBell />
        <ProfileMenu showName={desktop} />
      </Group>
    </Group>
  );
}
