import { Migrator } from 'kysely';
import { currentSchema, type Db } from './connect.ts';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema to the newest migration and returns the names of those it applied; throws
 * with the failing migration's error.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one: on a
    // PostgreSQL database holding several schemas it would find another's and skip creating ours.
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
