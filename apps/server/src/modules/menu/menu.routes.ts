import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRequestSchema, menuResponseSchema, type MenuResponse } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import { roleCache } from '../../platform/role-cache.ts';
import { buildMenuTree } from './menu-tree.ts';
import { grantedMenuItemIds, listMenuItems } from './menu.repository.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The answer depends only on the role and its grants version: build it once, send the JSON text.
  const menuJson = roleCache(async (roleId) => {
    const [rows, granted] = await Promise.all([listMenuItems(db), grantedMenuItemIds(db, roleId)]);
    return JSON.stringify(menuResponseSchema.parse({ status: '200', menu: buildMenuTree(rows, granted) }));
  });

  app.post(
    '/menu',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['menu'],
        summary: "The side menu built for the caller's role",
        body: dataRequestSchema,
        response: { 200: menuResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      // A string body skips the response serializer; it was checked against the schema when built.
      const json = await menuJson(auth.roleId, auth.grantsVersion);
      return reply.type('application/json').send(json as unknown as MenuResponse);
    },
  );
};
