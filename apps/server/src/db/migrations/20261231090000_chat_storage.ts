import { type Kysely } from 'kysely';

/**
 * The bytes of chat pictures each person has sent, as stored, so spending the storage quota is one
 * conditional upsert on one row (modules/chat/chat.repository.ts). Pictures sent before this ran
 * are not counted: their sizes were never recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_storage')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_storage').execute();
}
