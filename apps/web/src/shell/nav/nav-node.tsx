import type { MenuNode } from '@fieldhouse/contract';
import { NavCollapse } from './nav-collapse.tsx';
import { NavFlyout } from './nav-flyout.tsx';
import { NavGroup } from './nav-group.tsx';
import { NavLeaf } from './nav-leaf.tsx';
import { useNav } from './nav-context.ts';

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
      return compact || horizontal ? <NavFlyout node={node} /> : <NavCollapse node={node} />;
    case 'item':
      return <NavLeaf node={node} />;
  }
}
