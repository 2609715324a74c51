import { sql, type Kysely } from 'kysely';

/**
 * Roles hold actions (`review.decide`) instead of menu items; the menu is built from the area
 * registry in code (`packages/contract/src/areas.ts`), so the menu tables go. Existing grants are
 * carried over by what each menu item allowed then; the registry's newer actions reach the seeded
 * roles through `syncRegistry` (`platform/grants.ts`), which reads `registry_actions` to know
 * which actions this database has already been given.
 */
const ACTIONS_OF_MENU_ITEM: Record<number, string[]> = {
  3: ['dashboard.view'],
  6: ['profile.view', 'profile.edit'],
  7: ['notifications.view'],
  9: ['docs.view'],
  11: ['review.view', 'review.decide'],
  12: ['sms.view'],
};
/** Open to every signed-in user until now. */
const OPEN_TO_ALL = ['connections.manage', 'chat.use'];
const SEEDED_ROLE_KEYS: Record<string, string> = {
  'Super Admin': 'superAdmin',
  Admin: 'admin',
  Coach: 'coach',
  Subscriber: 'subscriber',
};

/** The tables as this migration knows them (the app's `Database` type moves on). */
type Tables = {
  roles: { id: number; name: string; key: string | null };
  role_grants: { role_id: number; menu_item_id: number };
  menu_items: { id: number };
  role_actions: { role_id: number; action: string };
  registry_actions: { action: string };
};

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  await db.schema.alterTable('roles').addColumn('key', 'text').execute();
  await db.schema.createIndex('roles_key_unique').unique().on('roles').column('key').execute();
  await db.schema
    .createTable('role_actions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_actions_pk', ['role_id', 'action'])
    .execute();
  await db.schema
    .createTable('registry_actions')
    .addColumn('action', 'text', (c) => c.primaryKey())
    .execute();

  for (const [name, key] of Object.entries(SEEDED_ROLE_KEYS)) {
    await db.updateTable('roles').set({ key }).where('name', '=', name).execute();
  }
  const roles = await db.selectFrom('roles').select('id').execute();
  const grants = await db.selectFrom('role_grants').select(['role_id', 'menu_item_id']).execute();
  const items = await db.selectFrom('menu_items').select('id').execute();
  const rows = [
    ...grants.flatMap((g) =>
      (ACTIONS_OF_MENU_ITEM[g.menu_item_id] ?? []).map((action) => ({ role_id: g.role_id, action })),
    ),
    ...roles.flatMap((r) => OPEN_TO_ALL.map((action) => ({ role_id: r.id, action }))),
  ];
  if (rows.length > 0) await db.insertInto('role_actions').values(rows).execute();
  if (roles.length > 0) {
    const known = new Set([...items.flatMap((i) => ACTIONS_OF_MENU_ITEM[i.id] ?? []), ...OPEN_TO_ALL]);
    await db
      .insertInto('registry_actions')
      .values([...known].map((action) => ({ action })))
      .execute();
  }
  await db.schema.dropTable('role_grants').execute();
  await db.schema.dropTable('menu_items').execute();
  // Every process caches menus and grants per grants_version.
  await sql`update roles set grants_version = grants_version + 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('grant_key', 'text', (c) => c.unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('url', 'text')
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('classes', 'text')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('breadcrumbs', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('badge_title', 'text')
    .addColumn('badge_type', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('role_grants')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_item_id', 'integer', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_grants_pk', ['role_id', 'menu_item_id'])
    .execute();
  await db.schema.dropTable('registry_actions').execute();
  await db.schema.dropTable('role_actions').execute();
  await db.schema.dropIndex('roles_key_unique').execute();
  await db.schema.alterTable('roles').dropColumn('key').execute();
}
