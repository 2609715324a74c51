import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  parentApprovalInitRequestSchema,
  parentApprovalInitResponseSchema,
  parentApprovalRequestSchema,
  parentApprovalResponseSchema,
  parentIdRequestSchema,
  parentIdResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { nameParent } from './name-parent.service.ts';
import { approvalInit, decideApproval } from './parent-approval.service.ts';

export const parentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/subscriber/parentID',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: 'A child waiting for consent (status 7) names a parent by mobile number',
        body: parentIdRequestSchema,
        response: { 200: parentIdResponseSchema },
      },
    },
    async (request) => nameParent(deps, requireAuth(request.auth), request.body, clientOf(request)),
  );

  app.post(
    '/subscriber/parentApprovalInit',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: 'The child behind a parent link, for the parent the child named only',
        body: parentApprovalInitRequestSchema,
        response: { 200: parentApprovalInitResponseSchema },
      },
    },
    async (request) => approvalInit(deps, requireAuth(request.auth), request.body),
  );

  app.post(
    '/subscriber/parentApproval',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriber'],
        summary: "The parent's answer, once: approve links parent and child, decline is recorded",
        body: parentApprovalRequestSchema,
        response: { 200: parentApprovalResponseSchema },
      },
    },
    async (request) => decideApproval(deps, requireAuth(request.auth), request.body, clientOf(request)),
  );
};
