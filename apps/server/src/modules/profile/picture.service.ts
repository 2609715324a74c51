import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_SIZE_PX } from '@fieldhouse/contract';
import sharp from 'sharp';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import * as repo from './profile-edit.repository.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const OURS = /^avatars\/[0-9a-f]{32}\.webp$/;

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_IMAGE', 'The picture must be a JPEG, PNG or WebP image.', {
    picture: 'Not a JPEG, PNG or WebP image',
  });

export const imageTooLarge = (what: string) =>
  new AppError(413, 'IMAGE_TOO_LARGE', `The picture is too large: ${what}.`, { picture: what });

/**
 * Judges the upload by its content (not its name or declared type), makes a 256×256 WebP of it
 * under DATA_DIR/media/avatars, points the profile at it and removes the picture it replaces.
 */
export async function savePicture(
  deps: Deps,
  auth: AuthContext,
  upload: Buffer,
  client: Client,
): Promise<string> {
  if (upload.length > AVATAR_MAX_BYTES) throw imageTooLarge('at most 5 MB');
  const meta = await sharp(upload)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw unsupportedImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS)
    throw imageTooLarge('at most 40 megapixels');
  const avatar = await sharp(upload, { limitInputPixels: AVATAR_MAX_PIXELS })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw unsupportedImage();
    });

  const relative = `avatars/${randomBytes(16).toString('hex')}.webp`;
  const mediaDir = path.join(deps.config.dataDir, 'media');
  await fs.mkdir(path.join(mediaDir, 'avatars'), { recursive: true });
  await fs.writeFile(path.join(mediaDir, relative), avatar);

  const { profile_image: old } = await repo.findAccount(deps.db, auth.userId);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.updateAccount(trx, auth.userId, { profile_image: relative });
      await audit(trx, {
        userId: auth.userId,
        action: 'picture-change',
        menuId: client.menuId,
        ip: client.ip,
      });
    });
  } catch (err) {
    await fs.rm(path.join(mediaDir, relative), { force: true });
    throw err;
  }
  // Only a file we named ourselves is removed: the stored path never leads outside avatars/.
  if (old && OURS.test(old)) await fs.rm(path.join(mediaDir, old), { force: true });
  return relative;
}
