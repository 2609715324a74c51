import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { findTrail, type MenuTrail } from '../lib/menu-tree.ts';
import { useMenu } from '../lib/queries/menu.ts';

/** The menu path of the current route, or null while the menu loads or when nothing matches. */
export function useCurrentTrail(): MenuTrail | null {
  const { pathname } = useLocation();
  const { data: menu } = useMenu();
  return useMemo(() => (menu ? findTrail(menu, pathname) : null), [menu, pathname]);
}
