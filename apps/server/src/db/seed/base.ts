import { SEEDED_ROLE_NAMES } from '@fieldhouse/contract';
import type { Db } from '../connect.ts';
import type { MenuItemsTable } from '../database.ts';
import { COUNTRIES, SPORTS } from './lookups.ts';

type MenuSeed = Partial<MenuItemsTable> & Pick<MenuItemsTable, 'id' | 'type' | 'title'>;

/**
 * The menu, with ids that never change: the client stores them as `menuID` and the profile call
 * sends 6. Only areas that exist are listed; a new area adds its own entries.
 */
export const MENU: MenuSeed[] = [
  { id: 1, type: 'group', title: 'Navigation', sort_order: 10 },
  { id: 2, type: 'collapse', title: 'Dashboard', icon: 'dashboard', parent_id: 1, sort_order: 10 },
  {
    id: 3,
    type: 'item',
    title: 'Analytics',
    icon: 'chart',
    url: '/dashboard/analytics',
    parent_id: 2,
    grant_key: 'dashboard',
    badge_title: 'Live',
    badge_type: 'success',
    sort_order: 10,
  },
  { id: 4, type: 'group', title: 'Account', sort_order: 20 },
  { id: 5, type: 'collapse', title: 'My account', icon: 'user', parent_id: 4, sort_order: 10 },
  {
    id: 6,
    type: 'item',
    title: 'Profile',
    icon: 'user',
    url: '/profile',
    parent_id: 5,
    grant_key: 'profile',
    sort_order: 10,
  },
  {
    id: 7,
    type: 'item',
    title: 'Notifications',
    icon: 'bell',
    url: '/notifications',
    parent_id: 5,
    grant_key: 'notifications',
    hidden: 1,
    sort_order: 20,
  },
  { id: 10, type: 'group', title: 'Organisation', sort_order: 15 },
  {
    id: 11,
    type: 'item',
    title: 'Registrations',
    icon: 'user-check',
    url: '/review/registrations',
    parent_id: 10,
    grant_key: 'review',
    sort_order: 10,
  },
  {
    id: 12,
    type: 'item',
    title: 'SMS outbox',
    icon: 'message',
    url: '/sms/outbox',
    parent_id: 10,
    grant_key: 'sms',
    sort_order: 20,
  },
  { id: 8, type: 'group', title: 'Help', sort_order: 90 },
  {
    id: 9,
    type: 'item',
    title: 'API reference',
    icon: 'book',
    url: '/api/docs',
    parent_id: 8,
    external: 1,
    target_blank: 1,
    grant_key: 'api-docs',
    sort_order: 10,
  },
];

export const ROLES = {
  superAdmin: {
    name: SEEDED_ROLE_NAMES.superAdmin,
    description: 'Everything, including roles and settings',
    grants: [3, 6, 7, 9, 11, 12],
  },
  admin: {
    name: SEEDED_ROLE_NAMES.admin,
    description: 'Runs the organisation day to day',
    grants: [3, 6, 7, 9, 11, 12],
  },
  coach: {
    name: SEEDED_ROLE_NAMES.coach,
    description: 'Works with athletes and events',
    grants: [3, 6, 7, 11],
  },
  subscriber: { name: SEEDED_ROLE_NAMES.subscriber, description: 'Athletes and parents', grants: [6, 7] },
} as const;
export type RoleKey = keyof typeof ROLES;

/** Roles, menu and lookup lists every installation needs. Runs once, on an empty database. */
export async function seedBase(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const item of MENU) {
      await trx
        .insertInto('menu_items')
        .values({
          parent_id: null,
          grant_key: null,
          icon: null,
          url: null,
          classes: null,
          badge_title: null,
          badge_type: null,
          external: 0,
          target_blank: 0,
          hidden: 0,
          breadcrumbs: 1,
          sort_order: 0,
          ...item,
        })
        .execute();
    }
    for (const role of Object.values(ROLES)) {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: role.name, description: role.description, created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('role_grants')
        .values(role.grants.map((menuItemId) => ({ role_id: id, menu_item_id: menuItemId })))
        .execute();
    }
    await trx
      .insertInto('sports')
      .values(SPORTS.map((name) => ({ name })))
      .execute();
    await trx
      .insertInto('countries')
      .values([...COUNTRIES])
      .execute();
  });
  return true;
}

export async function roleIds(db: Db): Promise<Record<RoleKey, number>> {
  const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const entries = Object.entries(ROLES).map(([key, role]) => {
    const id = byName.get(role.name);
    if (id === undefined) throw new Error(`Role ${role.name} is missing: run the base seed first`);
    return [key, id] as const;
  });
  return Object.fromEntries(entries) as Record<RoleKey, number>;
}
