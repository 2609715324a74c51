import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useMenu } from '../../lib/queries/menu.ts';
import { useOrganisationBrand } from '../../lib/queries/settings.ts';
import { BrandMark } from '../brand-mark.tsx';
import { useCurrentTrail } from '../use-current-trail.ts';
import { NavTree } from './nav-tree.tsx';
import classes from './side-nav.module.css';
import hidden from '../sr-only.module.css';

type SideNavProps = {
  compact?: boolean;
  /** Closes the mobile menu after a leaf is chosen. */
  onNavigate?: () => void;
  /** The mobile drawer shows its own header with the logo. */
  withBrand?: boolean;
};

function NavSkeleton() {
  const { t } = useT();
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={t('shell.loadingMenu')} role="status">
      {[70, 55, 80, 45, 65].map((width, index) => (
        <span key={index} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/** The dark side menu (menu-dark): brand, then the menu from `POST menu`, or why it is missing. */
export function SideNav({ compact = false, onNavigate, withBrand = true }: SideNavProps) {
  const menu = useMenu();
  const trail = useCurrentTrail();
  const { t } = useT();
  const brand = useOrganisationBrand();

  return (
    <div className={classes.nav} data-compact={compact || undefined}>
      {withBrand && (
        <Link to="/" className={classes.brand} aria-label={compact ? brand.name : undefined}>
          <BrandMark logo={brand.logo} size={30} />
          {!compact && (
            <span className={classes.brandName} dir="auto">
              {brand.name}
            </span>
          )}
        </Link>
      )}
      <div className={classes.scroll}>
        {menu.isPending && <NavSkeleton />}
        {menu.isError && (
          <div className={classes.error} role="alert">
            <Text size="sm" fw={600} className={compact ? hidden.srOnly : undefined}>
              {t('shell.menuFailed')}
            </Text>
            <Text size="sm" className={compact ? hidden.srOnly : undefined}>
              {menu.error.message}
            </Text>
            <Button
              size="xs"
              variant="white"
              color="dark"
              onClick={() => void menu.refetch()}
              loading={menu.isFetching}
            >
              {t('common.retry')}
            </Button>
          </div>
        )}
        {menu.isSuccess && (
          <NavTree menu={menu.data} trail={trail} compact={compact} onNavigate={onNavigate} />
        )}
      </div>
    </div>
  );
}
