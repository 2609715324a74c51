import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';
import { isPrivateMedia, type MediaLinks } from './media-links.ts';

/**
 * Serves the built console and stored images. A GET outside the API that is a page (it names no
 * file, or its client asks for HTML) gets index.html, so client routes survive a reload (history
 * fallback) and a monitor or load balancer probing `/` without `Accept: text/html` sees the console.
 */
export async function serveWeb(
  app: FastifyInstance,
  opts: { webDist: string; mediaDir: string; apiRoot: string; media: MediaLinks },
): Promise<void> {
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== `${MEDIA_PREFIX}*`) return;
    const relative = mediaPath(request.url);
    // A chat picture only with a signed address that has not expired; to anyone else it is not there.
    if (
      relative === null ||
      (isPrivateMedia(relative) && !(await opts.media.signer()).allows(relative, request.query as object))
    ) {
      throw notFound('Nothing is at this address, or its link has expired.');
    }
  });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (reply, filePath) => {
      // A signed address is kept in the participant's browser only, and no longer than it works.
      if (isPrivateMedia(path.relative(opts.mediaDir, filePath))) {
        const exp = Number((reply.request.query as { exp?: string }).exp);
        const seconds = Math.max(0, Math.floor((exp - Date.now()) / 1000));
        reply.header('cache-control', `private, max-age=${seconds}`);
      }
    },
  });
  const hasWeb = fs.existsSync(path.join(opts.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build puts a brotli and a gzip copy beside each text file: send the one the client
      // accepts (with Vary: Accept-Encoding and the file's own Content-Type), else the file.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // The page itself always goes through the fallback below, which adds Helmet's headers.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header('x-content-type-options', 'nosniff');
        // Hashed assets never change; the page itself must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathName = request.url.split('?')[0] ?? '/';
    if (!isPageRequest(request.method, pathName, request.headers.accept ?? '', opts.apiRoot)) {
      throw notFound(`Nothing is at ${request.method} ${pathName}.`);
    }
    if (!hasWeb) {
      return reply.code(503).type('text/plain').send('The console is not built. Run `npm run build` first.');
    }
    reply.helmet();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDist);
  });
}

const MEDIA_PREFIX = '/media/';

/**
 * The file a /media/ address names, as the static server will find it (decoded once, `.` and `..`
 * resolved), relative to the media folder; null when it names none or leaves it.
 */
function mediaPath(url: string): string | null {
  let pathName: string;
  try {
    pathName = path.posix.normalize(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return null;
  }
  return pathName.startsWith(MEDIA_PREFIX) ? pathName.slice(MEDIA_PREFIX.length) : null;
}

const reading = new Set(['GET', 'HEAD']);

function isPageRequest(method: string, pathName: string, accept: string, apiRoot: string): boolean {
  if (!reading.has(method)) return false;
  if (pathName === apiRoot || pathName.startsWith(`${apiRoot}/`)) return false;
  // A missing script or image must stay a 404, or the browser would parse the page as one.
  const namesFile = pathName !== '/index.html' && /\.[^/]*$/.test(pathName);
  return !namesFile || accept.includes('html');
}
