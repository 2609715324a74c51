import type { Kysely } from 'kysely';

/*
 * A notification can come from an event rather than a person: news the console sends in the
 * event's name (a place offered from the waitlist, an offer lapsed) names the event as its sender.
 * `from_user_id` stays filled (it is not null): who made the event, kept for the record.
 * No foreign key: SQLite cannot drop a column that has one (down), and events are never deleted;
 * should one go, its notifications fall back to naming that person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('from_event_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('from_event_id').execute();
}
