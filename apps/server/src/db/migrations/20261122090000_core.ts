import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';

  await db.schema
    .createTable('roles')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grants_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

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

  await db.schema
    .createTable('sports')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .addColumn('isd_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('isd_code', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('mobile_e164', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('gender', 'text')
    .addColumn('sport_id', 'integer', (c) => c.references('sports.id'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // User names are unique regardless of case: `Sam` and `sam` are one person.
  await db.schema
    .createIndex('users_user_name_lower')
    .unique()
    .on('users')
    .expression(sqlLower('user_name'))
    .execute();
  await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.createIndex('users_status').on('users').column('status').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_at')
    .on('login_failures')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_at').on('login_failures').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('menu_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'notifications',
    'login_failures',
    'sessions',
    'users',
    'countries',
    'sports',
    'role_grants',
    'menu_items',
    'roles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function sqlLower(column: string) {
  return sql`lower(${sql.ref(column)})`;
}
