import { describe, expect, it } from 'vitest';
import type { MenuItemRow } from '../../db/database.ts';
import { buildMenuTree } from './menu-tree.ts';

function row(partial: Partial<MenuItemRow> & Pick<MenuItemRow, 'id' | 'type'>): MenuItemRow {
  return {
    parent_id: null,
    grant_key: null,
    title: `Node ${partial.id}`,
    icon: null,
    url: null,
    external: 0,
    target_blank: 0,
    classes: null,
    hidden: 0,
    breadcrumbs: 1,
    badge_title: null,
    badge_type: null,
    sort_order: 0,
    ...partial,
  };
}

const rows = [
  row({ id: 1, type: 'group' }),
  row({ id: 2, type: 'collapse', parent_id: 1 }),
  row({ id: 3, type: 'item', parent_id: 2 }),
  row({ id: 4, type: 'collapse', parent_id: 2 }),
  row({ id: 5, type: 'item', parent_id: 4 }),
  row({ id: 6, type: 'item', parent_id: 1 }),
  row({ id: 7, type: 'group' }),
  row({ id: 8, type: 'item', parent_id: 7 }),
];

describe('buildMenuTree', () => {
  it('keeps rows in the order given and nests them under their parents', () => {
    const tree = buildMenuTree(rows, new Set([3, 5, 6, 8]));
    expect(tree).toEqual([
      {
        type: 'group',
        id: 1,
        title: 'Node 1',
        children: [
          {
            type: 'collapse',
            id: 2,
            title: 'Node 2',
            children: [
              { type: 'item', id: 3, title: 'Node 3' },
              {
                type: 'collapse',
                id: 4,
                title: 'Node 4',
                children: [{ type: 'item', id: 5, title: 'Node 5' }],
              },
            ],
          },
          { type: 'item', id: 6, title: 'Node 6' },
        ],
      },
      { type: 'group', id: 7, title: 'Node 7', children: [{ type: 'item', id: 8, title: 'Node 8' }] },
    ]);
  });

  it('drops items that are not granted and containers left empty, at every depth', () => {
    const tree = buildMenuTree(rows, new Set([6]));
    expect(tree).toEqual([
      { type: 'group', id: 1, title: 'Node 1', children: [{ type: 'item', id: 6, title: 'Node 6' }] },
    ]);
  });

  it('gives an empty menu when nothing is granted', () => {
    expect(buildMenuTree(rows, new Set())).toEqual([]);
    expect(buildMenuTree([], new Set([1, 2, 3]))).toEqual([]);
  });

  it('ignores a grant on a container: only items make a branch visible', () => {
    expect(buildMenuTree(rows, new Set([1, 2, 4, 7]))).toEqual([]);
  });

  it('maps every column to the menu node fields, leaving defaults out', () => {
    const [node] = buildMenuTree(
      [
        row({
          id: 9,
          type: 'item',
          title: 'Docs',
          icon: 'book',
          url: 'https://example.org/docs',
          external: 1,
          target_blank: 1,
          classes: 'nav-item-docs',
          hidden: 1,
          breadcrumbs: 0,
          badge_title: 'New',
          badge_type: 'danger',
        }),
      ],
      new Set([9]),
    );
    expect(node).toEqual({
      type: 'item',
      id: 9,
      title: 'Docs',
      icon: 'book',
      url: 'https://example.org/docs',
      external: true,
      target: true,
      classes: 'nav-item-docs',
      hidden: true,
      breadcrumbs: false,
      badge: { title: 'New', type: 'danger' },
    });
  });

  it("gives a badge without a type the 'primary' style", () => {
    const [node] = buildMenuTree([row({ id: 1, type: 'item', badge_title: '3' })], new Set([1]));
    expect(node?.badge).toEqual({ title: '3', type: 'primary' });
  });
});
