import { Migrator, type Migration } from 'kysely';
import { currentSchema, type Db } from './connect.ts';
import { sharedMigrations } from './migrations/index.ts';

export type Migrations = Record<string, Migration>;

/**
 * One timeline: the shared tables' migrations and every area's (modules/index.ts `areaMigrations`,
 * passed in because db/ does not import the modules), run in the order of their names as Kysely
 * does. A name may appear once: a deployed database records each migration by its name alone.
 */
export function allMigrations(areas: readonly Migrations[]): Migrations {
  const all: Migrations = {};
  for (const [name, migration] of [sharedMigrations, ...areas].flatMap((m) => Object.entries(m))) {
    if (name in all) throw new Error(`Migration ${name} is named twice`);
    all[name] = migration;
  }
  return all;
}

/** A migrator over every migration, with its bookkeeping in the connection's own schema. */
export async function migratorFor(db: Db, areas: readonly Migrations[]): Promise<Migrator> {
  const migrations = allMigrations(areas);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one: on a
    // PostgreSQL database holding several schemas it would find another's and skip creating ours.
    migrationTableSchema: await currentSchema(db),
  });
}

/**
 * Brings the schema to the newest migration (shared and the areas') and returns the names of
 * those it applied; throws with the failing migration's error.
 */
export async function migrateToLatest(db: Db, areas: readonly Migrations[]): Promise<string[]> {
  const migrator = await migratorFor(db, areas);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The names of the migrations this version has that the database has not applied (readiness). */
export async function pendingMigrations(db: Db, areas: readonly Migrations[]): Promise<string[]> {
  const migrator = await migratorFor(db, areas);
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
