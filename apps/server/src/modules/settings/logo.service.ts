import { removeMedia, storeMedia, toWebp } from '../../platform/images.ts';
import type { AuditActor } from '../../platform/audit.ts';
import type { Deps } from '../../platform/request-context.ts';
import { organisationSettings, setLogo } from './settings.service.ts';

const OURS = /^logos\/[0-9a-f]{32}\.webp$/;
/** Drawn at most 48 px high in the menu's header; twice that for sharp screens, and receipts later. */
const LOGO_BOX_PX = 256;

/** Only a file we named ourselves is removed: the stored path never leads outside logos/. */
async function removeOld(deps: Deps, old: string | null) {
  if (old && OURS.test(old)) await removeMedia(deps.pictures, old);
}

/** Keeps the upload as a WebP inside 256×256 (its shape kept) and makes it the logo. */
export async function saveLogo(deps: Deps, actor: AuditActor, upload: Buffer): Promise<string> {
  const picture = await toWebp(upload, { width: LOGO_BOX_PX, height: LOGO_BOX_PX, fit: 'inside' });
  const relative = await storeMedia(deps.pictures, 'logos', picture);
  const { logo: old } = await organisationSettings(deps);
  try {
    await setLogo(deps, actor, relative);
  } catch (err) {
    await removeMedia(deps.pictures, relative);
    throw err;
  }
  await removeOld(deps, old);
  return relative;
}

export async function removeLogo(deps: Deps, actor: AuditActor): Promise<void> {
  const { logo: old } = await organisationSettings(deps);
  if (old === null) return;
  await setLogo(deps, actor, null);
  await removeOld(deps, old);
}
