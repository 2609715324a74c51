import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRequestSchema, menuResponseSchema } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import { buildMenuTree } from './menu-tree.ts';
import { grantedMenuItemIds, listMenuItems } from './menu.repository.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => {
      const auth = requireAuth(request.auth);
      const [rows, granted] = await Promise.all([listMenuItems(db), grantedMenuItemIds(db, auth.roleId)]);
      return { status: '200' as const, menu: buildMenuTree(rows, granted) };
    },
  );
};
