import path from 'node:path';
import type { Config } from '../config.ts';
import { newArchive } from './archive.ts';
import { copyMedia, MEDIA } from './media.ts';
import { appVersion, FORMAT_VERSION, writeManifest, type Manifest } from './manifest.ts';
import { backupPostgres } from './postgres.ts';
import { backupSqlite } from './sqlite.ts';

/**
 * Takes a backup of the configured database and DATA_DIR/media into `out` (a new folder, or a
 * .tar) while the server runs. The database is copied first: a picture uploaded meanwhile is
 * copied without a row naming it (harmless), never a row without its picture.
 */
export async function takeBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  out: string,
): Promise<Manifest> {
  const archive = newArchive(out);
  try {
    const takenAt = new Date().toISOString();
    const copied = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, archive.dir)
      : await backupSqlite(config.dataDir, archive.dir);
    const media = copyMedia(path.join(config.dataDir, MEDIA), path.join(archive.dir, MEDIA));
    const manifest: Manifest = {
      format: 'fieldhouse-backup',
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      database: config.databaseUrl ? 'postgresql' : 'sqlite',
      takenAt,
      ...copied,
      media,
    };
    writeManifest(archive.dir, manifest);
    archive.seal();
    return manifest;
  } catch (err) {
    archive.discard();
    throw err;
  }
}
