import { Migrator, sql, type MigrationResultSet } from 'kysely';
import { migrations } from '../db/migrations/index.ts';
import { retrySchemaRace, type TestApp } from './harness.ts';

/**
 * A migrator over the test's own database (its own PostgreSQL schema, too), and `step`, which runs
 * one move of it: a failure throws with its cause, and a step that met another test file's schema
 * being dropped is tried again. For the tests that take a migration down and up on existing data.
 */
export async function migrationSteps(t: TestApp) {
  const schema = t.config.databaseUrl
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({
    db: t.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const step = (go: () => Promise<MigrationResultSet>) =>
    retrySchemaRace(async () => {
      const { error } = await go();
      if (error) throw new Error('migration failed', { cause: error });
    });
  return { migrator, step };
}
