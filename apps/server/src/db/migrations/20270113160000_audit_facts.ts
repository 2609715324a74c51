import type { Kysely } from 'kysely';

/**
 * An entry's detail as facts (JSON: names, codes, counts) the reader's language words, and the name
 * of what it was done to as it was then (a deleted role keeps its name in the trail). Older entries
 * keep their `detail` text and show it as written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('facts', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('object_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('object_name').execute();
  await db.schema.alterTable('audit_log').dropColumn('facts').execute();
}
