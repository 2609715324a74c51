import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';
import type { MediaLinks } from './media-links.ts';
import { picturesRoutes } from './pictures/pictures.routes.ts';
import type { PictureStore } from './pictures/index.ts';

/**
 * Serves the built console and stored pictures (platform/pictures). A GET outside the API that is a page (it names no
 * file, or its client asks for HTML) gets index.html, so client routes survive a reload (history
 * fallback) and a monitor or load balancer probing `/` without `Accept: text/html` sees the console.
 */
export async function serveWeb(
  app: FastifyInstance,
  opts: { webDist: string; apiRoot: string; media: MediaLinks; pictures: PictureStore },
): Promise<void> {
  await app.register(picturesRoutes, { store: opts.pictures, links: opts.media });
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

const reading = new Set(['GET', 'HEAD']);

function isPageRequest(method: string, pathName: string, accept: string, apiRoot: string): boolean {
  if (!reading.has(method)) return false;
  if (pathName === apiRoot || pathName.startsWith(`${apiRoot}/`)) return false;
  // A missing script or image must stay a 404, or the browser would parse the page as one.
  const namesFile = pathName !== '/index.html' && /\.[^/]*$/.test(pathName);
  return !namesFile || accept.includes('html');
}
