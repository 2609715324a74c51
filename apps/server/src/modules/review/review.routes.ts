import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  pageQuerySchema,
  reviewDecisionRequestSchema,
  reviewListResponseSchema,
  reviewParamsSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { listWaiting } from './review.repository.ts';
import { decideRegistration } from './review.service.ts';

export const reviewRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/review/registrations',
    {
      config: { access: { grant: 'review' } },
      schema: {
        tags: ['review'],
        summary: 'Registrations waiting for staff (status 3), oldest first, paged',
        querystring: pageQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listWaiting(deps.db, page, pageSize);
      const items = rows.map((r) => ({
        subscriberID: r.public_id,
        full_name: r.full_name,
        user_name: r.user_name,
        isd_code: r.isd_code,
        mobile: r.mobile,
        email: r.email,
        date_of_birth: r.date_of_birth,
        sport: r.sport,
        created_at: new Date(r.created_at).toISOString(),
      }));
      return { status: '200' as const, items, total, page, pageSize };
    },
  );

  app.post(
    '/review/registrations/:subscriberID/decision',
    {
      config: { access: { grant: 'review' } },
      schema: {
        tags: ['review'],
        summary: 'Approve or reject a waiting registration; the subscriber is told by notification and SMS',
        params: reviewParamsSchema,
        body: reviewDecisionRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const reviewer = requireAuth(request.auth);
      await decideRegistration(deps, reviewer, request.params.subscriberID, request.body, clientOf(request));
      return { status: '200' as const };
    },
  );
};
