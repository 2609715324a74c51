import type { ComponentPropsWithRef } from 'react';
import type { MenuNode } from '@fieldhouse/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { useNav } from './nav-context.ts';
import { NavIcon } from './nav-icon.tsx';
import classes from './side-nav.module.css';

/**
 * The button of a collapse in the icon-only rail or the horizontal row; its menu is nav-flyout.tsx,
 * which passes its target's props and ref through.
 */
export function FlyoutButton({ node, ...props }: { node: MenuNode } & ComponentPropsWithRef<'button'>) {
  const { horizontal, activeIds } = useNav();
  return (
    <button
      {...props}
      type="button"
      className={[classes.link, node.classes].filter(Boolean).join(' ')}
      data-trail={activeIds.has(node.id) || undefined}
    >
      <NavIcon icon={node.icon} />
      <span className={classes.label}>{node.title}</span>
      {horizontal && <IconChevronDown size={14} aria-hidden className={classes.chevronDown} />}
    </button>
  );
}
