import { sql, type Kysely } from 'kysely';

/*
 * The organisation's settings (this area): one row holding them as JSON, read through the
 * contract's schema with defaults for anything added later, so a new setting needs no migration.
 * Until the Super Admin first saves them the row does not exist and the install's configuration
 * (TIME_ZONE, AGE_OF_CONSENT, REVIEW_REGISTRATIONS) stands in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisation_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_settings').execute();
}
