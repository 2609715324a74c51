import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { MenuNode } from '@fieldhouse/contract';
import { useNav } from './nav-context.ts';
import { FlyoutButton } from './flyout-button.tsx';
import { NavIcon } from './nav-icon.tsx';

function visibleLeaves(node: MenuNode): MenuNode[] {
  return (node.children ?? []).flatMap((child) => {
    if (child.hidden) return [];
    return child.type === 'item' ? [child] : visibleLeaves(child);
  });
}

/** In the icon-only rail or the horizontal row a collapse cannot slide open, so its pages open in a menu. */
export function NavFlyout({ node }: { node: MenuNode }) {
  const { flyout, activeIds, onLeaf } = useNav();
  return (
    <li>
      <Menu
        position={flyout}
        offset={10}
        withInitialFocusPlaceholder={false}
        trigger="click-hover"
        openDelay={80}
        closeDelay={150}
      >
        <Menu.Target>
          <FlyoutButton node={node} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{node.title}</Menu.Label>
          {visibleLeaves(node).map((leaf) =>
            leaf.external ? (
              <Menu.Item
                key={leaf.id}
                component="a"
                href={leaf.url}
                target={leaf.target ? '_blank' : undefined}
                rel={leaf.target ? 'noopener noreferrer' : undefined}
                leftSection={<NavIcon icon={leaf.icon} size={16} />}
                onClick={() => onLeaf(leaf.id)}
              >
                {leaf.title}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={leaf.id}
                component={Link}
                to={leaf.url ?? '/'}
                aria-current={activeIds.has(leaf.id) ? 'page' : undefined}
                leftSection={<NavIcon icon={leaf.icon} size={16} />}
                onClick={() => onLeaf(leaf.id)}
              >
                {leaf.title}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}
