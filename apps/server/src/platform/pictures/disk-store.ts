import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PictureStore } from './picture-store.ts';
import { typeOfName } from './picture-store.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Pictures as files under `<dataDir>/media` (the embedded database: one process, one disk). */
export function createDiskStore(dataDir: string): PictureStore {
  const root = path.join(dataDir, 'media');
  const file = (name: string) => path.join(root, name);
  const stat = (name: string) =>
    fs.promises.stat(file(name)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
  return {
    kind: 'disk',
    where: `files under ${root}`,
    async put(name, bytes) {
      await fs.promises.mkdir(path.dirname(file(name)), { recursive: true });
      // Written aside, then renamed into place: a full disk (ENOSPC) or a crash half-way leaves
      // no part of a picture under its name, and the part written aside is removed.
      const partial = `${file(name)}.${randomBytes(4).toString('hex')}.part`;
      try {
        await fs.promises.writeFile(partial, bytes, { flush: true });
        await fs.promises.rename(partial, file(name));
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
    },
    async get(name) {
      const info = await stat(name);
      if (!info?.isFile()) return null;
      return {
        body: fs.createReadStream(file(name)),
        size: info.size,
        contentType: typeOfName(name),
        // As @fastify/static wrote it when it served these files.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        modified: info.mtime,
      };
    },
    async size(name) {
      const info = await stat(name);
      return info?.isFile() ? info.size : null;
    },
    async remove(name) {
      await fs.promises.rm(file(name), { force: true });
    },
  };
}
