import type { Kysely } from 'kysely';

/*
 * A parent's home page lists the children waiting for their approval (modules/parent): the open
 * requests that name the parent's mobile number or their account, found without reading every request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('parent_requests_parent_mobile')
    .on('parent_requests')
    .columns(['parent_mobile_e164', 'status'])
    .execute();
  await db.schema
    .createIndex('parent_requests_parent_user')
    .on('parent_requests')
    .columns(['parent_user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('parent_requests_parent_user').execute();
  await db.schema.dropIndex('parent_requests_parent_mobile').execute();
}
