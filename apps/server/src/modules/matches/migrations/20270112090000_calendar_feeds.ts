import type { Kysely } from 'kysely';

/*
 * Personal calendar feeds (modules/matches/calendar-feed.ts): one secret address per person, kept
 * as the SHA-256 of its token, so a copy of the database opens nobody's calendar.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
