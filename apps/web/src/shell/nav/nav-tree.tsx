import { useCallback, useMemo, useState } from 'react';
import { useDirection } from '@mantine/core';
import type { MenuNode } from '@fieldhouse/contract';
import { openCollapsesFor, toggleCollapse, type MenuTrail } from '../../lib/menu-tree.ts';
import { setMenuId } from '../../lib/session.ts';
import { NavContext, type NavState } from './nav-context.ts';
import { NavNode } from './nav-node.tsx';
import classes from './side-nav.module.css';

type NavTreeProps = {
  menu: MenuNode[];
  trail: MenuTrail | null;
  compact: boolean;
  horizontal?: boolean;
  onNavigate?: (() => void) | undefined;
};

/** The server's menu as a tree of lists; the collapse holding the active route is opened for it. */
export function NavTree({ menu, trail, compact, horizontal = false, onNavigate }: NavTreeProps) {
  const { dir } = useDirection();
  const side = dir === 'rtl' ? 'left' : 'right';
  const flyout = horizontal ? 'bottom-start' : (`${side}-start` as const);
  const [open, setOpen] = useState(() => ({ trail, ids: openCollapsesFor(trail) }));

  // Following the route also closes what the user opened elsewhere. Derived while
  // rendering, so the active collapse is open in the first frame of the new page.
  let openIds = open.ids;
  if (open.trail !== trail) {
    openIds = openCollapsesFor(trail);
    setOpen({ trail, ids: openIds });
  }

  const toggle = useCallback(
    (id: number) => setOpen((current) => ({ ...current, ids: toggleCollapse(menu, current.ids, id) })),
    [menu],
  );
  const onLeaf = useCallback(
    (id: number) => {
      setMenuId(id);
      onNavigate?.();
    },
    [onNavigate],
  );

  const state = useMemo<NavState>(
    () => ({
      compact,
      horizontal,
      side,
      flyout,
      activeIds: new Set(trail?.map((node) => node.id)),
      openIds,
      toggle,
      onLeaf,
    }),
    [compact, horizontal, side, flyout, trail, openIds, toggle, onLeaf],
  );

  return (
    <NavContext.Provider value={state}>
      <ul className={horizontal ? classes.row : classes.list}>
        {menu.map((node) => (
          <NavNode key={node.id} node={node} />
        ))}
      </ul>
    </NavContext.Provider>
  );
}
