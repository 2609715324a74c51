import { IMAGE_BASE } from '@fieldhouse/contract';

/**
 * URL of a profile picture: IMAGE_BASE + the stored relative path, or the default avatar when
 * there is none. The old console stored a missing image as the text 'undefined', so that means none too.
 */
export function avatarUrl(profileImage: string | null | undefined, fallback: string): string {
  const path = profileImage?.trim();
  if (!path || path === 'undefined' || path === 'null') return fallback;
  if (/^(https?:)?\/\//.test(path) || path.startsWith(IMAGE_BASE)) return path;
  return `${IMAGE_BASE}${path.replace(/^\/+/, '')}`;
}
