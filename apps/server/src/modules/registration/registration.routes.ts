import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, registerRequestSchema } from '@fieldhouse/contract';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { register } from './registration.service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/subscriber/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subscriber'],
        summary: 'Create an account (status 2); the token it answers can only verify the phone',
        body: registerRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => register(deps, request.body, clientOf(request)),
  );
};
