import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { createDatabaseStore } from './database-store.ts';
import { createDiskStore } from './disk-store.ts';
import type { PictureStore } from './picture-store.ts';
import { createS3Store } from './s3-store.ts';

export { movePicturesFromDisk } from './move-from-disk.ts';
export { PICTURE_NAME, type PictureStore, type StoredPicture } from './picture-store.ts';

/**
 * The picture store this configuration asks for: an S3-compatible bucket when S3_BUCKET is set,
 * else the database on PostgreSQL (DATABASE_URL), else files under DATA_DIR/media.
 */
export function createPictureStore(config: Config, db: Db): PictureStore {
  if (config.s3) return createS3Store(config.s3);
  if (config.databaseUrl) return createDatabaseStore(db);
  return createDiskStore(config.dataDir);
}
