import type { Kysely } from 'kysely';

/*
 * A connection request to or from a minor waits for a parent of each minor in it: `from_parent`
 * for the asker's side, `to_parent` for the one asked — 'none' (an adult, or the rule was off),
 * 'waiting' (a parent has not decided yet) or 'approved'. A parent's decline ends the request
 * ('declined'). Rows made before keep 'none': today's requests stand as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['from_parent', 'to_parent']) {
    await db.schema
      .alterTable('relations')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('none'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['from_parent', 'to_parent']) {
    await db.schema.alterTable('relations').dropColumn(column).execute();
  }
}
