import { type Kysely } from 'kysely';

/**
 * Safeguarding in chat: a child's parent writing in the child's conversation with someone else
 * (`thread_user_id`: that someone; `to_user_id` is the child), and a message to a child sent in
 * quiet hours, hidden from the child until `held_until`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('thread_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('messages').addColumn('held_until', 'bigint').execute();
  await db.schema
    .createIndex('messages_thread')
    .on('messages')
    .columns(['to_user_id', 'thread_user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_thread').execute();
  await db.schema.alterTable('messages').dropColumn('held_until').execute();
  await db.schema.alterTable('messages').dropColumn('thread_user_id').execute();
}
