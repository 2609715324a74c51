import type { Readable } from 'node:stream';

/*
 * Where uploaded pictures (profile pictures, chat pictures, the organisation's logo) are kept, by
 * their name under /media/ (`avatars/<32 hex>.webp`). One interface, three drivers, chosen by
 * configuration (platform/pictures/index.ts): files under DATA_DIR/media for the embedded database,
 * rows of the `pictures` table on PostgreSQL, or objects in an S3-compatible bucket (S3_BUCKET),
 * so that on PostgreSQL or S3 every process on every host reads what any of them stored.
 */

/** A stored picture as it is served: its bytes (whole or streamed) and what the headers say. */
export type StoredPicture = {
  body: Buffer | Readable;
  size: number;
  contentType: string;
  /** A quoted validator: the same while the bytes are the same. */
  etag: string;
  modified: Date;
};

export type PictureStore = {
  readonly kind: 'disk' | 'database' | 's3';
  /** Where the pictures are, in words for an operator (start banner, backups). */
  readonly where: string;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture, or null when nothing is stored under that name. */
  get(name: string): Promise<StoredPicture | null>;
  /** Its size in bytes, or null when nothing is stored under that name. */
  size(name: string): Promise<number | null>;
  /** Removes it; removing what is not there is no error. */
  remove(name: string): Promise<void>;
};

/** The names the server gives pictures: nothing else is stored, served or removed. */
export const PICTURE_NAME = /^(avatars|chat|logos)\/[0-9a-f]{32}\.webp$/;

const TYPES: Record<string, string> = { webp: 'image/webp' };

/** The content type a name's extension stands for (the disk keeps no type beside the bytes). */
export const typeOfName = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
