import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  validateOtpRequestSchema,
  validateOtpResponseSchema,
} from '@fieldhouse/contract';
import { requireAuth } from '../../platform/auth.ts';
import { clientOf, type Deps } from '../../platform/request-context.ts';
import { checkCode, sendCode } from './otp.service.ts';

export const otpRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/sendotp',
    {
      config: { access: 'phone-verification' },
      schema: {
        tags: ['subscriber'],
        summary: 'Text a 6-digit code to the phone being verified (resend waits 30 s)',
        // An empty POST arrives as a null body: it means the registration number.
        body: sendOtpRequestSchema.nullish(),
        response: { 200: sendOtpResponseSchema },
      },
    },
    async (request) =>
      sendCode(deps, requireAuth(request.auth), request.body?.purpose ?? 'verify-phone', clientOf(request)),
  );

  app.post(
    '/validateotp',
    {
      config: { access: 'phone-verification' },
      schema: {
        tags: ['subscriber'],
        summary: 'Check the code; on success the account moves on (7, 3 or 1) or the new number is kept',
        body: validateOtpRequestSchema,
        response: { 200: validateOtpResponseSchema },
      },
    },
    async (request) => checkCode(deps, requireAuth(request.auth), request.body, clientOf(request)),
  );
};
