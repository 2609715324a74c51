import { type Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/**
 * Chat and presence: direct messages between connections, and which app process holds
 * a live console of whom — so "online" is true across processes and survives none of them dying
 * quietly (rows of a process that stopped beating are ignored, then removed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';

  await db.schema
    .createTable('messages')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    // A picture sent in the chat: its path under /media/ (the body is then empty).
    .addColumn('image', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  // A conversation is read in both directions, newest first; unread counts read the inbound side.
  await db.schema
    .createIndex('messages_pair')
    .on('messages')
    .columns(['from_user_id', 'to_user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_inbound_unread')
    .on('messages')
    .columns(['to_user_id', 'read_at', 'from_user_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('last_seen_at', 'bigint').execute();

  await db.schema
    .createTable('live_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('beat_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('live_presence')
    .addColumn('process_id', 'text', (c) => c.notNull().references('live_processes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('live_presence_pk', ['process_id', 'user_id'])
    .execute();
  await db.schema.createIndex('live_presence_user').on('live_presence').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_presence', 'live_processes', 'messages']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
}
