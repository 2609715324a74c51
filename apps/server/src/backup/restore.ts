import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { connect } from '../db/connect.ts';
import { allMigrations, migrateToLatest, type Migrations } from '../db/migrate.ts';
import { openArchive } from './archive.ts';
import { copyMedia, holdsFiles, MEDIA } from './media.ts';
import { BackupRefused, checkRestorable, readManifest, type Manifest } from './manifest.ts';
import { postgresTargetInUse, restorePostgres } from './postgres.ts';
import { restoreSqlite, sqliteTargetInUse } from './sqlite.ts';

export type Restored = { manifest: Manifest; applied: string[] };

/**
 * Puts a backup back into the configured database and DATA_DIR/media, then applies the
 * migrations this version has and the backup had not. Refused (nothing changed): another kind of
 * database, a newer schema, or a target that already holds data unless `force`.
 */
export async function restoreBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  from: string,
  options: { force: boolean; areas: readonly Migrations[] },
): Promise<Restored> {
  const archive = openArchive(from);
  try {
    const manifest = readManifest(archive.dir);
    checkRestorable(
      manifest,
      config.databaseUrl ? 'postgresql' : 'sqlite',
      Object.keys(allMigrations(options.areas)),
    );
    const media = path.join(config.dataDir, MEDIA);
    const inUse = config.databaseUrl
      ? await postgresTargetInUse(config.databaseUrl, manifest)
      : sqliteTargetInUse(config.dataDir);
    if ((inUse || holdsFiles(media)) && !options.force) {
      throw new BackupRefused(
        `The target already holds data (${config.databaseUrl ? 'the schema on DATABASE_URL' : path.join(config.dataDir, 'fieldhouse.db')}${
          holdsFiles(media) ? ` or pictures in ${media}` : ''
        }): stop every app process and give --force to replace it.`,
      );
    }
    if (config.databaseUrl) await restorePostgres(archive.dir, config.databaseUrl, manifest);
    else restoreSqlite(archive.dir, config.dataDir, manifest);
    fs.rmSync(media, { recursive: true, force: true });
    copyMedia(path.join(archive.dir, MEDIA), media);
    const db = connect(config);
    try {
      return { manifest, applied: await migrateToLatest(db, options.areas) };
    } finally {
      await db.destroy();
    }
  } finally {
    archive.close();
  }
}
