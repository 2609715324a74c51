import { DEFAULT_TITLE, PRODUCT_NAME, type MenuNode } from '@fieldhouse/contract';

/** The nodes from a top-level entry down to one node: [group?, collapse…, item]. */
export type MenuTrail = MenuNode[];

export type Crumb = { id: number; title: string; url?: string | undefined };

/** Paths compare without trailing slashes, so '/dashboard/analytics/' matches its menu item. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function* walk(nodes: MenuNode[], parents: MenuNode[] = []): Generator<MenuTrail> {
  for (const node of nodes) {
    const trail = [...parents, node];
    yield trail;
    if (node.children?.length) yield* walk(node.children, trail);
  }
}

function isRouteItem(node: MenuNode): node is MenuNode & { url: string } {
  return node.type === 'item' && !node.external && typeof node.url === 'string' && node.url !== '';
}

/**
 * The trail to the item for a route: an exact url match, else the item whose url is the longest
 * whole-segment prefix (so a detail page such as /subscriber/42 stays under /subscriber).
 */
export function findTrail(menu: MenuNode[], pathname: string): MenuTrail | null {
  const path = normalizePath(pathname);
  let best: MenuTrail | null = null;
  let bestLength = -1;
  for (const trail of walk(menu)) {
    const node = trail[trail.length - 1];
    if (!node || !isRouteItem(node)) continue;
    const url = normalizePath(node.url);
    if (url === path) return trail;
    if (url !== '/' && path.startsWith(`${url}/`) && url.length > bestLength) {
      best = trail;
      bestLength = url.length;
    }
  }
  return best;
}

/** Breadcrumb entries after the home link; none when nothing matches or the item switches them off. */
export function breadcrumbsFor(trail: MenuTrail | null): Crumb[] {
  const item = trail?.[trail.length - 1];
  if (!trail || !item || item.breadcrumbs === false) return [];
  return trail.map((node) => ({ id: node.id, title: node.title, url: node === item ? node.url : undefined }));
}

/** Browser title `<item title> | Fieldhouse`; exactly 'Welcome' where no menu item matches. */
export function pageTitleFor(trail: MenuTrail | null): string {
  const item = trail?.[trail.length - 1];
  return item ? `${item.title} | ${PRODUCT_NAME}` : DEFAULT_TITLE;
}

export function hasRoute(menu: MenuNode[], url: string): boolean {
  const target = normalizePath(url);
  for (const trail of walk(menu)) {
    const node = trail[trail.length - 1];
    if (node && isRouteItem(node) && normalizePath(node.url) === target) return true;
  }
  return false;
}

export type SearchablePage = {
  id: number;
  title: string;
  url: string;
  icon: string | undefined;
  external: boolean;
  newTab: boolean;
  path: string[];
};

/** Every page the menu knows, hidden ones too, for the header search. */
export function searchablePages(menu: MenuNode[]): SearchablePage[] {
  const pages: SearchablePage[] = [];
  for (const trail of walk(menu)) {
    const node = trail[trail.length - 1];
    if (!node || node.type !== 'item' || !node.url) continue;
    pages.push({
      id: node.id,
      title: node.title,
      url: node.url,
      icon: node.icon,
      external: Boolean(node.external),
      newTab: Boolean(node.target),
      path: trail.slice(0, -1).map((parent) => parent.title),
    });
  }
  return pages;
}

/** Ids of the collapse entries on a trail: the ones open for the active route. */
export function openCollapsesFor(trail: MenuTrail | null): number[] {
  return (trail ?? []).filter((node) => node.type === 'collapse').map((node) => node.id);
}

/**
 * Opening a collapse closes every other one but keeps its parents open;
 * closing one also closes what is open inside it.
 */
export function toggleCollapse(menu: MenuNode[], open: number[], id: number): number[] {
  for (const trail of walk(menu)) {
    const node = trail[trail.length - 1];
    if (!node || node.id !== id) continue;
    if (open.includes(id)) {
      const inside = new Set<number>();
      for (const sub of walk(node.children ?? [])) sub.forEach((n) => inside.add(n.id));
      return open.filter((openId) => openId !== id && !inside.has(openId));
    }
    return openCollapsesFor(trail);
  }
  return open;
}
