import { type Kysely } from 'kysely';

/**
 * How far a parent has read their child's conversation with someone else (the child reads by the
 * messages' own `read_at`): the newest message id they had seen, so each parent has their own
 * unread count for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_watch_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_watch_reads_pk', ['user_id', 'child_id', 'other_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_watch_reads').execute();
}
