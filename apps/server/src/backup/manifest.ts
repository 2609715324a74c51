import fs from 'node:fs';
import path from 'node:path';
import type { Extension, RowCounts } from './backup.repository.ts';

/*
 * manifest.json, the small file at the top of every backup: what it holds and what took it. A
 * restore reads it first and refuses what this version cannot safely put back.
 */

export const MANIFEST = 'manifest.json';
/** The layout of a backup; a restore refuses a newer one. */
export const FORMAT_VERSION = 1;

export type DatabaseKind = 'sqlite' | 'postgresql';

export type Manifest = {
  format: 'fieldhouse-backup';
  formatVersion: number;
  /** The version of Fieldhouse that took it (the root package.json). */
  appVersion: string;
  database: DatabaseKind;
  /** When the database's copy was taken (ISO 8601, UTC). */
  takenAt: string;
  /** The migrations the copied database had applied, by name. */
  migrations: string[];
  /** Rows per table in the copy: a restore checks it finds the same. */
  counts: RowCounts;
  /** On PostgreSQL: the app's schema and the job queue's (pg-boss), as dumped. */
  schemas?: { app: string; jobs: string | null };
  /** On PostgreSQL: the extensions the schema uses (a dump of schemas leaves them out). */
  extensions?: Extension[];
  /** Pictures under DATA_DIR/media copied beside the database. */
  media: { files: number; bytes: number };
};

/** A backup this version cannot restore: the reason is the message the operator reads. */
export class BackupRefused extends Error {}

export function appVersion(): string {
  try {
    const file = new URL('../../../../package.json', import.meta.url);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function writeManifest(dir: string, manifest: Manifest) {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new BackupRefused(`${dir} is not a Fieldhouse backup: it has no ${MANIFEST}.`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupRefused(`${file} cannot be read as JSON: the backup is damaged.`);
  }
  if (manifest.format !== 'fieldhouse-backup' || !Array.isArray(manifest.migrations) || !manifest.counts) {
    throw new BackupRefused(`${file} is not a Fieldhouse backup's manifest.`);
  }
  return manifest as Manifest;
}

const KIND_NAMES: Record<DatabaseKind, string> = {
  sqlite: 'the embedded database (DATA_DIR)',
  postgresql: 'PostgreSQL (DATABASE_URL)',
};

/**
 * Refuses a backup of another kind of database than the target, of a newer layout, or from a
 * newer schema: one that applied migrations this version does not know.
 */
export function checkRestorable(manifest: Manifest, target: DatabaseKind, known: readonly string[]) {
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupRefused(
      `This backup's layout (version ${manifest.formatVersion}) is newer than this version of Fieldhouse reads (${FORMAT_VERSION}); restore it with Fieldhouse ${manifest.appVersion} or later.`,
    );
  }
  if (manifest.database !== target) {
    throw new BackupRefused(
      `This backup is of ${KIND_NAMES[manifest.database]}, but the target is ${KIND_NAMES[target]}: ${
        target === 'postgresql' ? 'unset DATABASE_URL' : 'set DATABASE_URL'
      } to restore it, or take a backup of the same kind.`,
    );
  }
  const knownNames = new Set(known);
  const unknown = manifest.migrations.filter((m) => !knownNames.has(m));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `This backup comes from a newer schema (Fieldhouse ${manifest.appVersion}): this version does not know its migration${
        unknown.length === 1 ? '' : 's'
      } ${unknown.join(', ')}. Restore it with that version or later.`,
    );
  }
}
