import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@fieldhouse/contract';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery: every response carries the token cookie, and every
 * non-GET, non-HEAD API call must echo it in a header. A foreign page can't read our cookie.
 */
export const xsrfPlugin = fp<{ prefix: string; secure: boolean }>(
  async (app, { prefix, secure }) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          httpOnly: false,
          // Over https (PUBLIC_URL) even when a proxy in front ends TLS and speaks http to us.
          secure: secure || request.protocol === 'https',
        });
      }
      // Judge by the matched route: the raw URL may be percent-encoded (`/%61pi/v1/login` reaches
      // the login route) and would slip past a check on request.url alone.
      const path = request.routeOptions.url ?? request.url;
      if (SAFE_METHODS.has(request.method) || !path.startsWith(prefix)) return;
      // A machine's signed request carries no cookie: its signature is the proof (signed-request.ts).
      if (request.routeOptions.config.signed) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
        throw new AppError(
          403,
          'XSRF_FAILED',
          'This request could not be verified. Reload the page and try again.',
        );
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
