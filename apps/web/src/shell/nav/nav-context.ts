import { createContext, useContext } from 'react';

export type NavState = {
  /** Icon-only rail (wide screens, toggled from the header). */
  compact: boolean;
  /** A row of entries under the header (wide screens, horizontal layout): collapses open as menus. */
  horizontal: boolean;
  /** Where rail tooltips open: away from the menu, which follows the text direction. */
  side: 'left' | 'right';
  /** Where a collapse's fly-out menu opens: beside the rail, or below the horizontal row. */
  flyout: 'left-start' | 'right-start' | 'bottom-start';
  activeIds: ReadonlySet<number>;
  openIds: readonly number[];
  toggle: (collapseId: number) => void;
  /** Called after a leaf is chosen (stores menuID, closes the mobile menu). */
  onLeaf: (itemId: number) => void;
};

export const NavContext = createContext<NavState | null>(null);

export function useNav(): NavState {
  const state = useContext(NavContext);
  if (!state) throw new Error('useNav must be used inside <NavTree>');
  return state;
}
