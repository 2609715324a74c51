import { MENU_CONTAINERS, MENU_ENTRIES, type MenuEntry, type MenuNode } from '@fieldhouse/contract';

type Container = {
  id: number;
  type: 'group' | 'collapse';
  title: string;
  icon?: string;
  parent?: string;
  order: number;
};
type Entry = Omit<MenuEntry, 'in' | 'actions'> & { in: string; actions: readonly string[] };
export type MenuSource = { containers: Record<string, Container>; entries: readonly Entry[] };

const REGISTRY: MenuSource = { containers: MENU_CONTAINERS, entries: MENU_ENTRIES };

/**
 * Builds the caller's menu from the area registry: an item appears when the role holds any of its
 * actions; a group or collapse appears when it still has children after that. Siblings follow
 * their `order`, then their id.
 */
export function buildMenuTree(held: ReadonlySet<string>, source: MenuSource = REGISTRY): MenuNode[] {
  type Sortable = { order: number; id: number; node: () => MenuNode | null };
  const children = new Map<string | null, Sortable[]>();
  const add = (parent: string | null, child: Sortable) =>
    children.set(parent, [...(children.get(parent) ?? []), child]);
  const build = (parent: string | null): MenuNode[] =>
    (children.get(parent) ?? [])
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .flatMap((child) => child.node() ?? []);

  for (const [key, container] of Object.entries(source.containers)) {
    add(container.parent ?? null, {
      ...container,
      node: () => {
        const kids = build(key);
        if (kids.length === 0) return null;
        const node: MenuNode = { type: container.type, id: container.id, title: container.title };
        if (container.icon) node.icon = container.icon;
        return { ...node, children: kids };
      },
    });
  }
  for (const entry of source.entries) {
    add(entry.in, { ...entry, node: () => (entry.actions.some((a) => held.has(a)) ? toNode(entry) : null) });
  }
  return build(null);
}

function toNode(entry: Entry): MenuNode {
  const node: MenuNode = { type: 'item', id: entry.id, title: entry.title, url: entry.url };
  if (entry.icon) node.icon = entry.icon;
  if (entry.external) node.external = true;
  if (entry.target) node.target = true;
  if (entry.classes) node.classes = entry.classes;
  if (entry.hidden) node.hidden = true;
  if (entry.breadcrumbs === false) node.breadcrumbs = false;
  if (entry.badge) node.badge = entry.badge;
  return node;
}
