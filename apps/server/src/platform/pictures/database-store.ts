import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { PictureStore } from './picture-store.ts';
import * as repo from './pictures.repository.ts';

/** Pictures as rows of the `pictures` table (PostgreSQL): every process reads the same bytes. */
export function createDatabaseStore(db: Db): PictureStore {
  return {
    kind: 'database',
    where: 'the database (table pictures)',
    async put(name, bytes, contentType) {
      // A name is never reused for other bytes, so its hash is its validator for good.
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      await repo.insertPicture(db, { name, content_type: contentType, bytes, etag, created_at: Date.now() });
    },
    async get(name) {
      const row = await repo.findPicture(db, name);
      if (!row) return null;
      return {
        body: row.bytes,
        size: row.size,
        contentType: row.content_type,
        etag: row.etag,
        modified: new Date(Number(row.created_at)),
      };
    },
    async size(name) {
      return (await repo.pictureSize(db, name))?.size ?? null;
    },
    async remove(name) {
      await repo.deletePicture(db, name);
    },
  };
}
