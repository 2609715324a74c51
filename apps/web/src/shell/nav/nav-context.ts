import { createContext, useContext } from 'react';

export type NavState = {
  /** Icon-only rail (wide screens, toggled from the header). */
  compact: boolean;
  /** Where rail tooltips and fly-outs open: away from the menu, which follows the text direction. */
  side: 'left' | 'right';
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
