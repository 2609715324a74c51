import { type Kysely } from 'kysely';

/**
 * What the console itself tells people, as a kind and its values (JSON), beside the English
 * `message`: each reader's console words it in their own language. Rows without a kind are a
 * person's own words. Existing rows keep their text and no kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('kind', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
  await db.schema.alterTable('notifications').dropColumn('kind').execute();
}
