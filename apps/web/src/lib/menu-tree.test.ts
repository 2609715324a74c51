import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@fieldhouse/contract';
import {
  breadcrumbsFor,
  findTrail,
  hasRoute,
  openCollapsesFor,
  pageTitleFor,
  searchablePages,
  toggleCollapse,
} from './menu-tree.ts';

const menu: MenuNode[] = [
  {
    type: 'group',
    id: 1,
    title: 'Navigation',
    children: [
      {
        type: 'collapse',
        id: 2,
        title: 'Dashboard',
        children: [{ type: 'item', id: 3, title: 'Analytics', url: '/dashboard/analytics' }],
      },
      {
        type: 'collapse',
        id: 10,
        title: 'People',
        children: [
          {
            type: 'collapse',
            id: 11,
            title: 'Directory',
            children: [{ type: 'item', id: 12, title: 'Subscribers', url: '/subscriber' }],
          },
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 4,
    title: 'Account',
    children: [
      {
        type: 'collapse',
        id: 5,
        title: 'My account',
        children: [
          { type: 'item', id: 6, title: 'Profile', url: '/profile' },
          {
            type: 'item',
            id: 7,
            title: 'Notifications',
            url: '/notifications',
            hidden: true,
            breadcrumbs: false,
          },
        ],
      },
    ],
  },
  { type: 'item', id: 9, title: 'API reference', url: '/api/docs', external: true, target: true },
];

const ids = (trail: MenuNode[] | null) => trail?.map((node) => node.id) ?? null;

describe('findTrail', () => {
  it('finds the path through group and collapse to the item', () => {
    expect(ids(findTrail(menu, '/dashboard/analytics'))).toEqual([1, 2, 3]);
  });

  it('ignores a trailing slash', () => {
    expect(ids(findTrail(menu, '/dashboard/analytics/'))).toEqual([1, 2, 3]);
  });

  it('finds hidden items', () => {
    expect(ids(findTrail(menu, '/notifications'))).toEqual([4, 5, 7]);
  });

  it('keeps a detail page under its list item, on whole segments only', () => {
    expect(ids(findTrail(menu, '/subscriber/42'))).toEqual([1, 10, 11, 12]);
    expect(findTrail(menu, '/subscribers')).toBeNull();
  });

  it('never matches external links or unknown paths', () => {
    expect(findTrail(menu, '/api/docs')).toBeNull();
    expect(findTrail(menu, '/nowhere')).toBeNull();
  });
});

describe('breadcrumbsFor', () => {
  it('lists group, collapse and item, with only the item linked', () => {
    expect(breadcrumbsFor(findTrail(menu, '/profile'))).toEqual([
      { id: 4, title: 'Account', url: undefined },
      { id: 5, title: 'My account', url: undefined },
      { id: 6, title: 'Profile', url: '/profile' },
    ]);
  });

  it('is empty when the item switches breadcrumbs off or nothing matches', () => {
    expect(breadcrumbsFor(findTrail(menu, '/notifications'))).toEqual([]);
    expect(breadcrumbsFor(null)).toEqual([]);
  });
});

describe('pageTitleFor', () => {
  it('is "<item title> | Fieldhouse" for a menu page', () => {
    expect(pageTitleFor(findTrail(menu, '/profile'))).toBe('Profile | Fieldhouse');
    expect(pageTitleFor(findTrail(menu, '/notifications'))).toBe('Notifications | Fieldhouse');
  });

  it('is exactly "Welcome" where nothing matches', () => {
    expect(pageTitleFor(null)).toBe('Welcome');
  });
});

describe('hasRoute', () => {
  it('tells whether the caller was granted a page', () => {
    expect(hasRoute(menu, '/dashboard/analytics/')).toBe(true);
    expect(hasRoute(menu.slice(1), '/dashboard/analytics')).toBe(false);
  });
});

describe('searchablePages', () => {
  it('lists every item with a url, hidden and external ones included', () => {
    const pages = searchablePages(menu);
    expect(pages.map((page) => page.title)).toEqual([
      'Analytics',
      'Subscribers',
      'Profile',
      'Notifications',
      'API reference',
    ]);
    expect(pages[1]?.path).toEqual(['Navigation', 'People', 'Directory']);
    expect(pages[4]).toMatchObject({ external: true, newTab: true });
  });
});

describe('collapse state', () => {
  it('opens the collapses on the active trail', () => {
    expect(openCollapsesFor(findTrail(menu, '/subscriber'))).toEqual([10, 11]);
  });

  it('opening one closes the others and keeps its parents open', () => {
    expect(toggleCollapse(menu, [2], 11)).toEqual([10, 11]);
    expect(toggleCollapse(menu, [10, 11], 5)).toEqual([5]);
  });

  it('closing one closes what is open inside it', () => {
    expect(toggleCollapse(menu, [10, 11], 10)).toEqual([]);
    expect(toggleCollapse(menu, [10, 11], 11)).toEqual([10]);
  });
});
