import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MENU_ID, type MenuNode, type MenuResponse } from '@fieldhouse/contract';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'coach', 'sam', 'mia']) tokens[user] = await t.signIn(user);
});
afterAll(() => t.close());

async function menuOf(user: string, url = 'menu'): Promise<MenuNode[]> {
  const res = await t.api('POST', url, { data: 'menu' }, { token: tokens[user] });
  expect(res.statusCode).toBe(200);
  const body = res.json<MenuResponse>();
  expect(body.status).toBe('200');
  return body.menu;
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}
const ids = (nodes: MenuNode[]) => flatten(nodes).map((n) => n.id);
const byId = (nodes: MenuNode[], id: number) => flatten(nodes).find((n) => n.id === id);

describe('POST menu', () => {
  it('gives the admin the whole tree of groups, collapses and items', async () => {
    const menu = await menuOf('admin');
    expect(menu.map((n) => [n.type, n.title])).toEqual([
      ['group', 'Navigation'],
      ['group', 'Organisation'],
      ['group', 'Account'],
      ['group', 'Help'],
    ]);
    expect(menu[0]).toEqual({
      type: 'group',
      id: 1,
      title: 'Navigation',
      children: [
        {
          type: 'collapse',
          id: 2,
          title: 'Dashboard',
          icon: 'dashboard',
          children: [
            {
              type: 'item',
              id: 3,
              title: 'Analytics',
              icon: 'chart',
              url: '/dashboard/analytics',
              badge: { title: 'Live', type: 'success' },
            },
            { type: 'item', id: 31, title: 'KPIs', icon: 'chart', url: '/kpi' },
          ],
        },
      ],
    });
  });

  it('carries the Profile item as id 6 and the hidden Notifications item', async () => {
    const menu = await menuOf('admin');
    expect(byId(menu, PROFILE_MENU_ID)).toEqual({
      type: 'item',
      id: 6,
      title: 'Profile',
      icon: 'user',
      url: '/profile',
    });
    expect(byId(menu, 7)).toMatchObject({ type: 'item', title: 'Notifications', hidden: true });
  });

  it('marks the API reference as an external link opening in a new tab', async () => {
    expect(byId(await menuOf('admin'), 9)).toEqual({
      type: 'item',
      id: 9,
      title: 'API reference',
      icon: 'book',
      url: '/api/docs',
      external: true,
      target: true,
    });
  });

  it('answers the same with a trailing slash', async () => {
    expect(await menuOf('admin', 'menu/')).toEqual(await menuOf('admin'));
  });

  it('gives a subscriber only their account, without Analytics, Dashboard, Navigation or the API link', async () => {
    const menu = await menuOf('sam');
    expect(menu.map((n) => n.title)).toEqual(['Account']);
    expect(ids(menu)).toEqual([4, 5, 6, 7, 19, 21, 26]);
  });

  it('gives a child awaiting approval the same subscriber menu', async () => {
    expect(ids(await menuOf('mia'))).toEqual([4, 5, 6, 7, 19, 21, 26]);
  });

  it('gives a coach the dashboard, subscribers, registrations, events, matches and master data but no text log or API link', async () => {
    const menu = await menuOf('coach');
    expect(ids(menu)).toEqual([1, 2, 3, 10, 13, 11, 18, 20, 16, 4, 5, 6, 7, 19, 21, 26]);
    expect(byId(menu, 8)).toBeUndefined();
    expect(byId(menu, 12)).toBeUndefined();
  });

  it('gives staff the Registrations and Text log items under Organisation', async () => {
    const menu = await menuOf('admin');
    expect(byId(menu, 10)).toMatchObject({ type: 'group', title: 'Organisation' });
    expect(byId(menu, 11)).toEqual({
      type: 'item',
      id: 11,
      title: 'Registrations',
      icon: 'user-check',
      url: '/review/registrations',
    });
    expect(byId(menu, 12)).toEqual({
      type: 'item',
      id: 12,
      title: 'Text log',
      icon: 'message',
      url: '/sms/outbox',
    });
  });

  it('follows the grants stored for the role', async () => {
    await t.revokeAction('coach', 'dashboard.view');
    expect(ids(await menuOf('coach'))).toEqual([10, 13, 11, 18, 20, 16, 4, 5, 6, 7, 19, 21, 26]);
  });

  it('accepts a body without the dummy data field', async () => {
    const res = await t.api('POST', 'menu', {}, { token: tokens.sam });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ data: 'x', extra: 1 }, 'extra'],
    [{ data: 42 }, 'data'],
    [{ data: 'x'.repeat(201) }, 'data'],
  ])('refuses the body %j naming the field', async (body, field) => {
    const res = await t.api('POST', 'menu', body, { token: tokens.sam });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: '400', code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.api('POST', 'menu', { data: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
