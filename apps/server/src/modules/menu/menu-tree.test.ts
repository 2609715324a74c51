import { describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuSource } from './menu-tree.ts';

const source: MenuSource = {
  containers: {
    main: { id: 1, type: 'group', title: 'Main', order: 10 },
    reports: { id: 2, type: 'collapse', title: 'Reports', parent: 'main', order: 10 },
    deep: { id: 4, type: 'collapse', title: 'Deep', parent: 'reports', order: 20 },
    other: { id: 7, type: 'group', title: 'Other', order: 20 },
  },
  entries: [
    { id: 3, title: 'Sales', url: '/sales', in: 'reports', order: 10, actions: ['sales.view'] },
    { id: 5, title: 'Stock', url: '/stock', in: 'deep', order: 10, actions: ['stock.view', 'stock.edit'] },
    { id: 6, title: 'Home', url: '/home', in: 'main', order: 20, actions: ['home.view'] },
    { id: 8, title: 'Help', url: '/help', in: 'other', order: 10, actions: ['help.view'] },
  ],
};

const tree = (...held: string[]) => buildMenuTree(new Set(held), source);

describe('buildMenuTree', () => {
  it('nests entries under their containers in order, then id', () => {
    expect(tree('sales.view', 'stock.view', 'home.view', 'help.view')).toEqual([
      {
        type: 'group',
        id: 1,
        title: 'Main',
        children: [
          {
            type: 'collapse',
            id: 2,
            title: 'Reports',
            children: [
              { type: 'item', id: 3, title: 'Sales', url: '/sales' },
              {
                type: 'collapse',
                id: 4,
                title: 'Deep',
                children: [{ type: 'item', id: 5, title: 'Stock', url: '/stock' }],
              },
            ],
          },
          { type: 'item', id: 6, title: 'Home', url: '/home' },
        ],
      },
      {
        type: 'group',
        id: 7,
        title: 'Other',
        children: [{ type: 'item', id: 8, title: 'Help', url: '/help' }],
      },
    ]);
  });

  it('shows an entry when the role holds any one of its actions', () => {
    expect(tree('stock.edit')[0]?.children?.[0]?.children?.[0]?.children).toEqual([
      { type: 'item', id: 5, title: 'Stock', url: '/stock' },
    ]);
  });

  it('drops entries not held and containers left empty, at every depth', () => {
    expect(tree('home.view')).toEqual([
      {
        type: 'group',
        id: 1,
        title: 'Main',
        children: [{ type: 'item', id: 6, title: 'Home', url: '/home' }],
      },
    ]);
  });

  it('gives an empty menu when nothing is held', () => {
    expect(tree()).toEqual([]);
    expect(tree('unknown.action')).toEqual([]);
  });

  it('maps every option of an entry to the menu node fields, leaving defaults out', () => {
    const [group] = buildMenuTree(new Set(['docs.view']), {
      containers: { g: { id: 1, type: 'group', title: 'G', order: 1 } },
      entries: [
        {
          id: 9,
          title: 'Docs',
          url: 'https://example.org/docs',
          in: 'g',
          order: 1,
          icon: 'book',
          external: true,
          target: true,
          classes: 'nav-item-docs',
          hidden: true,
          breadcrumbs: false,
          badge: { title: 'New', type: 'danger' },
          actions: ['docs.view'],
        },
      ],
    });
    expect(group?.children).toEqual([
      {
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
      },
    ]);
  });
});
