import { sql, type Kysely } from 'kysely';

/**
 * The staff menu items (Registrations, SMS outbox) as they stood when added (a migration must not change with the seed).
 * A fresh database gets them from the base seed; one seeded before gets them here.
 */
const ITEMS = [
  {
    id: 10,
    parent: null,
    type: 'group',
    title: 'Organisation',
    icon: null,
    url: null,
    grant: null,
    sort: 15,
  },
  {
    id: 11,
    parent: 10,
    type: 'item',
    title: 'Registrations',
    icon: 'user-check',
    url: '/review/registrations',
    grant: 'review',
    sort: 10,
  },
  {
    id: 12,
    parent: 10,
    type: 'item',
    title: 'SMS outbox',
    icon: 'message',
    url: '/sms/outbox',
    grant: 'sms',
    sort: 20,
  },
] as const;

const GRANTS: [role: string, item: number][] = [
  ['Super Admin', 11],
  ['Super Admin', 12],
  ['Admin', 11],
  ['Admin', 12],
  ['Coach', 11],
];

export async function addStaffMenu(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from roles`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  for (const i of ITEMS) {
    await sql`insert into menu_items (id, parent_id, grant_key, type, title, icon, url, sort_order)
      values (${i.id}, ${i.parent}, ${i.grant}, ${i.type}, ${i.title}, ${i.icon}, ${i.url}, ${i.sort})`.execute(
      db,
    );
  }
  for (const [role, item] of GRANTS) {
    await sql`insert into role_grants (role_id, menu_item_id)
      select id, ${item} from roles where name = ${role}`.execute(db);
  }
  // Every process caches menus and grants per grants_version: the menu changed for all roles.
  await sql`update roles set grants_version = grants_version + 1`.execute(db);
}

export async function removeStaffMenu(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_items where id in (11, 12, 10)`.execute(db);
  await sql`update roles set grants_version = grants_version + 1`.execute(db);
}
