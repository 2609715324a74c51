import { Badge } from '@mantine/core';
import type { MenuNode } from '@fieldhouse/contract';
import { toneColor } from '../../ui/tone.ts';

/** A menu item's badge {title, type}: type is a colour word (primary, success, info, warning, danger). */
export function NavBadge({ badge }: { badge: NonNullable<MenuNode['badge']> }) {
  return (
    <Badge size="sm" radius="sm" variant="filled" color={toneColor(badge.type)} tt="none">
      {badge.title}
    </Badge>
  );
}
