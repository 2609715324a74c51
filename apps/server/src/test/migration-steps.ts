import type { MigrationResultSet } from 'kysely';
import { migratorFor } from '../db/migrate.ts';
import { areaMigrations } from '../modules/index.ts';
import { retrySchemaRace, type TestApp } from './harness.ts';

/**
 * A migrator over the test's own database (its own PostgreSQL schema, too), and `step`, which runs
 * one move of it: a failure throws with its cause, and a step that met another test file's schema
 * being dropped is tried again. For the tests that take a migration down and up on existing data.
 */
export async function migrationSteps(t: TestApp) {
  const migrator = await migratorFor(t.db, areaMigrations);
  const step = (go: () => Promise<MigrationResultSet>) =>
    retrySchemaRace(async () => {
      const { error } = await go();
      if (error) throw new Error('migration failed', { cause: error });
    });
  return { migrator, step };
}
