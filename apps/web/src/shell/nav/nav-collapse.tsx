import { useId } from 'react';
import { Collapse } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { MENU_COLLAPSE_MS, type MenuNode } from '@fieldhouse/contract';
import { useNav } from './nav-context.ts';
import { NavIcon } from './nav-icon.tsx';
import { NavNode } from './nav-node.tsx';
import classes from './side-nav.module.css';

/** An expandable entry: a disclosure button over its children, sliding open in MENU_COLLAPSE_MS (250 ms). */
export function NavCollapse({ node }: { node: MenuNode }) {
  const { openIds, activeIds, toggle } = useNav();
  const panelId = useId();
  const opened = openIds.includes(node.id);
  return (
    <li>
      <button
        type="button"
        className={[classes.link, node.classes].filter(Boolean).join(' ')}
        aria-expanded={opened}
        aria-controls={panelId}
        data-trail={activeIds.has(node.id) || undefined}
        onClick={() => toggle(node.id)}
      >
        <NavIcon icon={node.icon} />
        <span className={classes.label}>{node.title}</span>
        <IconChevronRight size={16} aria-hidden className={classes.chevron} data-open={opened || undefined} />
      </button>
      <Collapse expanded={opened} transitionDuration={MENU_COLLAPSE_MS} id={panelId}>
        <ul className={`${classes.list} ${classes.nested}`}>
          {(node.children ?? []).map((child) => (
            <NavNode key={child.id} node={child} />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
