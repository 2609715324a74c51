import { sql, type Kysely } from 'kysely';

/*
 * Where each relation came from (`origin`): 'approval' (the parent the child named approved the
 * registration), 'staff' (on the child's record) or 'request' (a connection request). Only a parent
 * link from approval or staff gives family access; a parent link a connection request made, before
 * such requests were refused, stays a plain connection and is listed for staff to review
 * (`GET subscribers/parent-links`, and flagged on both records' family tab).
 *
 * Backfill, by the only evidence the database holds: a parent link is 'approval' when the child's
 * parent request names that parent and was approved no earlier than the link was made (approval
 * writes both at once, or takes over a link a request made before); every other row is 'request'
 * (until now a request was the only other way a relation was made; staff could not make one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('relations')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('request'))
    .execute();
  await sql`
    UPDATE relations SET origin = 'approval'
    WHERE kind = 'parent' AND EXISTS (
      SELECT 1 FROM parent_requests pr
      WHERE pr.child_id = relations.to_user_id
        AND pr.parent_user_id = relations.from_user_id
        AND pr.status = 'approved'
        AND pr.decided_at >= relations.created_at
    )`.execute(db);
  await db.schema
    .createIndex('relations_kind_origin')
    .on('relations')
    .columns(['kind', 'origin', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('relations_kind_origin').execute();
  await db.schema.alterTable('relations').dropColumn('origin').execute();
}
