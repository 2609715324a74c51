import fs from 'node:fs';
import path from 'node:path';

/*
 * Pictures kept on disk (DATA_DIR/media: always on the embedded database; on PostgreSQL the ones
 * a store on disk still holds) travel beside the database in the backup's own media/ folder.
 */

export const MEDIA = 'media';

type Tally = { files: number; bytes: number };

/** Copies every file under `from` to `to` (made as needed); none when `from` does not exist. */
export function copyMedia(from: string, to: string): Tally {
  const tally: Tally = { files: 0, bytes: 0 };
  if (!fs.existsSync(from)) return tally;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // A picture removed since the database's copy was taken (a replaced profile picture) is skipped.
    try {
      fs.copyFileSync(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    tally.files += 1;
    tally.bytes += fs.statSync(target).size;
  }
  return tally;
}

/** Whether a folder holds any file, at any depth. */
export function holdsFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).some((e) => e.isFile());
}
