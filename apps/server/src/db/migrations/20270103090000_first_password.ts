import type { Kysely } from 'kysely';

/** An account made with a one-time password (`npm run admin -- create`) must choose its own first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
