import type { Kysely } from 'kysely';

/*
 * What a club holds for a person (the care area): emergency contacts and consents as JSON (see
 * care.repository.ts), medical notes as text. One row a person, kept by a child's parent or by
 * the adult themself; gone with the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('care_records')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('contacts', 'text', (c) => c.notNull())
    .addColumn('allergies', 'text', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('medication', 'text', (c) => c.notNull())
    .addColumn('consents', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('care_records').execute();
}
