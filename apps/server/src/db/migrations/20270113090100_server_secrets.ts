import type { Kysely } from 'kysely';

/*
 * Keys the server makes for itself, once, and every process on the database shares: the first
 * process to need one stores it (platform/media-links.ts signs chat pictures' addresses with one).
 * Kept out of the repository and of configuration, so nothing to commit and nothing to forget.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
