import type { MenuNode } from '@fieldhouse/contract';
import type { MenuItemRow } from '../../db/database.ts';

/**
 * Builds the caller's menu: a leaf appears when the role is granted it; a group or collapse
 * appears when it still has children after that.
 */
export function buildMenuTree(rows: MenuItemRow[], granted: Set<number>): MenuNode[] {
  const children = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const build = (parentId: number | null): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      if (row.type === 'item') return granted.has(row.id) ? [toNode(row)] : [];
      const kids = build(row.id);
      return kids.length > 0 ? [{ ...toNode(row), children: kids }] : [];
    });
  return build(null);
}

function toNode(row: MenuItemRow): MenuNode {
  const node: MenuNode = { type: row.type, id: row.id, title: row.title };
  if (row.icon) node.icon = row.icon;
  if (row.url) node.url = row.url;
  if (row.external) node.external = true;
  if (row.target_blank) node.target = true;
  if (row.classes) node.classes = row.classes;
  if (row.hidden) node.hidden = true;
  if (!row.breadcrumbs) node.breadcrumbs = false;
  if (row.badge_title) node.badge = { title: row.badge_title, type: row.badge_type ?? 'primary' };
  return node;
}
