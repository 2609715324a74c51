import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { createPictureStore } from '../platform/pictures/index.ts';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(content: Buffer, filename = 'me.png', type = 'image/png', field = 'picture') {
  const boundary = `----fieldhouse${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain picture of the given format and size. */
export const image = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 4, g: 169, b: 245 } } })
    .toFormat(format)
    .toBuffer();

type HasStore = { config: Config; db: Db };

/** The picture store the test's app uses (the same driver, on the same disk, schema or bucket). */
export const pictureStore = (t: HasStore) => createPictureStore(t.config, t.db);

/** Stores bytes under a new picture name in `folder`, as an upload would, and answers the name. */
export async function storedPicture(t: HasStore, folder: 'avatars' | 'chat' | 'logos', bytes?: Buffer) {
  const name = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await pictureStore(t).put(name, bytes ?? (await image('webp', 32, 32)), 'image/webp');
  return name;
}

/** Whether anything is stored under the name. */
export const isStored = async (t: HasStore, name: string) => (await pictureStore(t).size(name)) !== null;

/** Every picture name stored, sorted: what a refused upload must leave as it was. */
export async function storedNames(t: HasStore): Promise<string[]> {
  if (t.config.databaseUrl) {
    return (await t.db.selectFrom('pictures').select('name').orderBy('name').execute()).map((r) => r.name);
  }
  const root = path.join(t.config.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.webp'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** A stored picture's bytes, whether its driver answered them whole or as a stream. */
export async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
