import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ResizeOptions } from 'sharp';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, FIELD_MESSAGES } from '@fieldhouse/contract';
import { AppError } from './errors.ts';
import type { PictureStore } from './pictures/index.ts';

/*
 * Pictures people upload (profile pictures, chat pictures): one multipart field `picture`, judged
 * by content (JPEG, PNG or WebP, whatever the name or declared type says), at most 5 MB and
 * 40 megapixels, re-encoded as WebP and kept in the picture store (platform/pictures) under a random name.
 */

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_IMAGE', 'The picture must be a JPEG, PNG or WebP image.', {
    [AVATAR_FIELD]: 'PICTURE_NOT_IMAGE',
  });

const imageTooLarge = (code: 'PICTURE_TOO_MANY_BYTES' | 'PICTURE_TOO_MANY_PIXELS') =>
  new AppError(413, 'IMAGE_TOO_LARGE', `The picture is too large: ${FIELD_MESSAGES[code]}.`, {
    [AVATAR_FIELD]: code,
  });

const noPicture = () =>
  new AppError(400, 'VALIDATION_FAILED', 'Choose a picture to upload.', {
    [AVATAR_FIELD]: 'PICTURE_MISSING',
  });

/** Multipart limits for a route that takes one picture. */
export const PICTURE_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 };

/** The uploaded bytes of the request's one `picture` part. */
export async function readPictureUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noPicture();
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== AVATAR_FIELD) throw noPicture();
  return file.toBuffer().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw imageTooLarge('PICTURE_TOO_MANY_BYTES');
    throw err;
  });
}

/** Checks the picture and re-encodes it as WebP at the given size (EXIF orientation applied). */
export async function toWebp(upload: Buffer, size: ResizeOptions): Promise<Buffer> {
  if (upload.length > AVATAR_MAX_BYTES) throw imageTooLarge('PICTURE_TOO_MANY_BYTES');
  // Loaded with the first picture: libvips holds ~25 MB that a server nobody uploads to never needs.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(upload)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw unsupportedImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS)
    throw imageTooLarge('PICTURE_TOO_MANY_PIXELS');
  return sharp(upload, { limitInputPixels: AVATAR_MAX_PIXELS })
    .rotate()
    .resize(size)
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw unsupportedImage();
    });
}

/** Keeps a picture under `<folder>/<random>.webp` in the store and returns that name (its path under /media/). */
export async function storeMedia(store: PictureStore, folder: string, picture: Buffer): Promise<string> {
  const relative = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(relative, picture, 'image/webp');
  return relative;
}

export async function removeMedia(store: PictureStore, relative: string): Promise<void> {
  await store.remove(relative);
}
