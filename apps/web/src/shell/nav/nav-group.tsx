import { useId } from 'react';
import type { MenuNode } from '@fieldhouse/contract';
import { useNav } from './nav-context.ts';
import { NavNode } from './nav-node.tsx';
import classes from './side-nav.module.css';

/** A captioned section; in the icon-only rail the caption becomes a rule between sections. */
export function NavGroup({ node }: { node: MenuNode }) {
  const { compact } = useNav();
  const captionId = useId();
  return (
    <li className={classes.group}>
      {compact ? (
        <hr className={classes.rule} aria-hidden="true" />
      ) : (
        <div id={captionId} className={classes.caption}>
          {node.title}
        </div>
      )}
      <ul
        className={classes.list}
        aria-labelledby={compact ? undefined : captionId}
        aria-label={compact ? node.title : undefined}
      >
        {(node.children ?? []).map((child) => (
          <NavNode key={child.id} node={child} />
        ))}
      </ul>
    </li>
  );
}
