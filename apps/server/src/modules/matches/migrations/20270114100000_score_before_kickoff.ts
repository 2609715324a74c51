import type { Kysely } from 'kysely';

/*
 * A score entered before its match's kick-off is refused unless the person confirms it; the
 * confirmed ones are marked in the match's score log (`before_kickoff`, 1 or 0). Entries made
 * before this existed were never asked: they stay 0, as nothing says they were early.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('match_scores')
    .addColumn('before_kickoff', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_scores').dropColumn('before_kickoff').execute();
}
