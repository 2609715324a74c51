import { lazy, Suspense } from 'react';
import type { MenuNode } from '@fieldhouse/contract';
import { NavCollapse } from './nav-collapse.tsx';
import { FlyoutButton } from './flyout-button.tsx';
import { NavGroup } from './nav-group.tsx';
import { NavLeaf } from './nav-leaf.tsx';
import { useNav } from './nav-context.ts';

// Only the icon-only rail and the horizontal row open collapses in a menu (and bring floating-ui).
const NavFlyout = lazy(async () => ({ default: (await import('./nav-flyout.tsx')).NavFlyout }));

/** One menu node by type; hidden items stay out of the menu but still count for titles and search. */
export function NavNode({ node }: { node: MenuNode }) {
  const { compact, horizontal } = useNav();
  if (node.hidden) return null;
  switch (node.type) {
    case 'group':
      // A row has no room for captions: a group's entries stand in the row themselves.
      return horizontal ? (
        (node.children ?? []).map((child) => <NavNode key={child.id} node={child} />)
      ) : (
        <NavGroup node={node} />
      );
    case 'collapse':
      return compact || horizontal ? (
        <Suspense
          fallback={
            <li>
              <FlyoutButton node={node} />
            </li>
          }
        >
          <NavFlyout node={node} />
        </Suspense>
      ) : (
        <NavCollapse node={node} />
      );
    case 'item':
      return <NavLeaf node={node} />;
  }
}
