import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GENDERS,
  dataRequestSchema,
  initResponseSchema,
  profileRequestSchema,
  profileResponseSchema,
} from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { requireAuth } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { findProfile, listLookups, toProfile } from './profile.repository.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/subscriber/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: "The caller's own profile (send header menuID: 6)",
        body: profileRequestSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      // Until the staff directory exists, a profile is readable only by its owner.
      if (request.body.subscriberID !== auth.publicId) throw forbidden('You can only view your own profile.');
      const row = await findProfile(db, auth.publicId);
      if (!row) throw forbidden('You can only view your own profile.');
      const profile = toProfile(row);
      return { status: '200' as const, profile };
    },
  );

  app.post(
    '/subscriber/init',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subscriber'],
        summary: 'Lookup lists for the sign-up and profile forms',
        // An empty POST arrives as a null body; both it and { data } are fine here.
        body: dataRequestSchema.nullish(),
        response: { 200: initResponseSchema },
      },
    },
    async () => ({ status: '200' as const, ...(await listLookups(db)), genders: [...GENDERS] }),
  );
};
