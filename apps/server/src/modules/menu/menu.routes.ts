import { menuResponseSchema } from '@fieldhouse/contract';
import { handlers } from '../../platform/endpoints.ts';
import type { Deps } from '../../platform/request-context.ts';
import { roleCache } from '../../platform/role-cache.ts';
import { roleActions } from '../../platform/grants.ts';
import { buildMenuTree } from './menu-tree.ts';

export const menuRoutes = ({ db }: Deps) => {
  // The answer depends only on the role and its grants version: build it once, send the JSON text.
  const menuJson = roleCache(async (roleId) => {
    const actions = await roleActions(db, roleId);
    return JSON.stringify(
      menuResponseSchema.parse({ status: '200', menu: buildMenuTree(actions), actions: [...actions].sort() }),
    );
  });
  return handlers({
    // A string body skips the response serializer; it was checked against the schema when built.
    'POST /menu': async ({ auth, reply }) =>
      reply.type('application/json').send(await menuJson(auth.roleId, auth.grantsVersion)),
  });
};
