import type { Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/**
 * Staff invitations (modules/staff): a one-time link, sent by text, to set a first password.
 * Only the token's hash is kept; a newer invitation or its use ends the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_invitations_user')
    .on('staff_invitations')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
}
