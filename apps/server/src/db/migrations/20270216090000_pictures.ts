import type { Kysely } from 'kysely';
import { isPostgres } from '../connect.ts';

/*
 * Uploaded pictures kept in the database, so every app process on every host serves what any of
 * them stored (platform/pictures/database-store.ts). Only PostgreSQL installs use it; the embedded
 * database keeps its pictures under DATA_DIR/media, and the table stays empty there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pictures')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pictures').execute();
}
