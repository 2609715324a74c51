import { audit } from '../../platform/audit.ts';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { revokeSession } from '../../platform/sessions.repository.ts';
import { login } from './auth.service.ts';

/** The http-only cookie naming this browser to the accounts that signed in on it. */
export const DEVICE_COOKIE = 'fh_device';
const DEVICE_COOKIE_DAYS = 180;

export const authRoutes = ({ db, lifetimes, config, live }: Deps) =>
  handlers({
    'POST /login': async ({ body, request, reply }) => {
      const signedIn = await login(db, body, clientOf(request), lifetimes, request.cookies[DEVICE_COOKIE]);
      reply.setCookie(DEVICE_COOKIE, signedIn.deviceToken, {
        // Only the sign-in call reads it.
        path: request.routeOptions.url,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.secureCookies || request.protocol === 'https',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      return signedIn.body;
    },
    'POST /logout': async ({ auth, request }) => {
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, auth.sessionId);
        // Its live sockets close too, on every process.
        await live.publish(trx, { t: 'session', userId: auth.userId });
        await audit(trx, { userId: auth.userId, action: 'logout', menuId: request.menuId, ip: request.ip });
      });
      return {};
    },
  });
