import { AVATAR_SIZE_PX } from '@fieldhouse/contract';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { removeMedia, storeMedia, toWebp } from '../../platform/images.ts';
import type { Client, Deps } from '../../platform/request-context.ts';
import { updateAccount } from '../people/index.ts';
import * as repo from './profile-edit.repository.ts';

const OURS = /^avatars\/[0-9a-f]{32}\.webp$/;

/**
 * Makes a 256×256 WebP of the upload in the picture store (avatars/), points the profile at it and
 * removes the picture it replaces.
 */
export async function savePicture(
  deps: Deps,
  auth: AuthContext,
  upload: Buffer,
  client: Client,
): Promise<string> {
  const avatar = await toWebp(upload, { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX, fit: 'cover' });
  const relative = await storeMedia(deps.pictures, 'avatars', avatar);
  const { profile_image: old } = await repo.findAccount(deps.db, auth.userId);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await updateAccount(trx, auth.userId, { profile_image: relative });
      await audit(trx, {
        userId: auth.userId,
        action: 'picture-change',
        menuId: client.menuId,
        ip: client.ip,
      });
    });
  } catch (err) {
    await removeMedia(deps.pictures, relative);
    throw err;
  }
  // Only a file we named ourselves is removed: the stored path never leads outside avatars/.
  if (old && OURS.test(old)) await removeMedia(deps.pictures, old);
  return relative;
}
