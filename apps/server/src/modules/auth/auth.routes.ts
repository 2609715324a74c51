import { audit } from '../../platform/audit.ts';
import { handlers } from '../../platform/endpoints.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { revokeSession } from '../../platform/sessions.ts';
import { login } from './auth.service.ts';

export const authRoutes = ({ db, lifetimes }: Deps) =>
  handlers({
    'POST /login': ({ body, request }) => login(db, body, clientOf(request), lifetimes),
    'POST /logout': async ({ auth, request }) => {
      await db.transaction().execute(async (trx) => {
        await revokeSession(trx, auth.sessionId);
        await audit(trx, { userId: auth.userId, action: 'logout', menuId: request.menuId, ip: request.ip });
      });
      return {};
    },
  });
