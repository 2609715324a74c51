import { DeferredTooltip } from '../../ui/deferred/deferred-tooltip.tsx';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import type { MenuNode } from '@fieldhouse/contract';
import { NavBadge } from './nav-badge.tsx';
import { useNav } from './nav-context.ts';
import { NavIcon } from './nav-icon.tsx';
import classes from './side-nav.module.css';
import hidden from '../sr-only.module.css';

/** A leaf: an internal route, or an external address (new tab when `target` is set). */
export function NavLeaf({ node }: { node: MenuNode }) {
  const { compact, side, activeIds, onLeaf } = useNav();
  const { t } = useT();
  const active = activeIds.has(node.id);
  const className = [classes.link, node.classes].filter(Boolean).join(' ');
  const newTab = Boolean(node.external && node.target);

  const content = (
    <>
      <NavIcon icon={node.icon} />
      <span className={classes.label}>
        {node.title}
        {newTab && <span className={hidden.srOnly}> {t('shell.opensInNewTab')}</span>}
      </span>
      {node.badge && !compact && <NavBadge badge={node.badge} />}
      {node.external && !compact && (
        <IconExternalLink size={14} aria-hidden className={classes.externalMark} />
      )}
    </>
  );

  const link = node.external ? (
    <a
      href={node.url}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={() => onLeaf(node.id)}
    >
      {content}
    </a>
  ) : (
    <Link
      to={node.url ?? '/'}
      className={className}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      onClick={() => onLeaf(node.id)}
    >
      {content}
    </Link>
  );

  return (
    <li>
      {compact ? (
        <DeferredTooltip label={node.title} position={side}>
          {link}
        </DeferredTooltip>
      ) : (
        link
      )}
    </li>
  );
}
