import fs from 'node:fs';
import path from 'node:path';
import { PICTURE_NAME, typeOfName, type PictureStore } from './picture-store.ts';

/**
 * Moves the pictures an install kept under DATA_DIR/media (before it had a shared store, or while
 * it ran on the embedded database) into `store`: each is copied unless the store holds it already,
 * then its file is removed. Run at every start, so each host moves what its own disk holds; a
 * second run finds nothing. Files are removed, not kept as a copy, so a picture erased later (a
 * replaced profile picture, an erased person) cannot come back from the folder. Answers how many moved.
 */
export async function movePicturesFromDisk(store: PictureStore, dataDir: string): Promise<number> {
  if (store.kind === 'disk') return 0;
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return 0;
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).map((f) =>
    f.split(path.sep).join('/'),
  );
  let moved = 0;
  for (const name of files.filter((f) => PICTURE_NAME.test(f)).sort()) {
    const file = path.join(root, name);
    if ((await store.size(name)) === null) {
      await store.put(name, await fs.promises.readFile(file), typeOfName(name));
      moved += 1;
    }
    await fs.promises.rm(file, { force: true });
  }
  return moved;
}
