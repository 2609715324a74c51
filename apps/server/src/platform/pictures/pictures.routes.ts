import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { isPrivateMedia, type MediaLinks } from '../media-links.ts';
import { PICTURE_NAME, type PictureStore, type StoredPicture } from './picture-store.ts';

export const MEDIA_PREFIX = '/media/';

const gone = () => notFound('Nothing is at this address, or its link has expired.');

/**
 * Serves stored pictures at `/media/<name>` from the store, whichever its driver, with the
 * headers the static file server gave them: a validator (ETag, Last-Modified) and `public,
 * max-age=0`; a chat picture only at a signed address that has not expired, kept in the
 * participant's browser no longer than it works. Anything else is a 404 with its code.
 */
export async function picturesRoutes(app: FastifyInstance, opts: { store: PictureStore; links: MediaLinks }) {
  app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
    // Names are plain (folder/hex.webp): an encoded, doubled or dotted path names none.
    const name = (request.url.split('?')[0] ?? '').slice(MEDIA_PREFIX.length);
    if (!PICTURE_NAME.test(name)) throw gone();
    const query = request.query as { exp?: unknown; sig?: unknown };
    if (isPrivateMedia(name) && !(await opts.links.signer()).allows(name, query)) throw gone();
    const picture = await opts.store.get(name);
    if (!picture) throw gone();
    void reply.headers({
      'content-type': picture.contentType,
      etag: picture.etag,
      'last-modified': picture.modified.toUTCString(),
      'cache-control': isPrivateMedia(name) ? privateFor(Number(query.exp)) : 'public, max-age=0',
      'x-content-type-options': 'nosniff',
    });
    if (unchanged(request, picture)) {
      if (!Buffer.isBuffer(picture.body)) picture.body.destroy();
      return reply.code(304).send();
    }
    return reply.header('content-length', picture.size).send(picture.body);
  });
}

const privateFor = (exp: number) => `private, max-age=${Math.max(0, Math.floor((exp - Date.now()) / 1000))}`;

/** Whether the browser's copy is still this picture (If-None-Match first, else If-Modified-Since). */
function unchanged(request: FastifyRequest, picture: StoredPicture): boolean {
  const tags = request.headers['if-none-match'];
  if (tags)
    return tags.split(',').some((t) => t.trim().replace(/^W\//, '') === picture.etag.replace(/^W\//, ''));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(picture.modified.getTime() / 1000) * 1000 <= since;
}
