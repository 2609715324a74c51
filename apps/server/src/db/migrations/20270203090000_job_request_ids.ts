import type { Kysely } from 'kysely';

/** The request that queued a job: its id goes on the job's log lines beside the request's own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
