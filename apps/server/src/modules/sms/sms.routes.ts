import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, smsOutboxResponseSchema, type SmsOutboxItem } from '@fieldhouse/contract';
import type { Db } from '../../db/connect.ts';
import { listSms } from './sms.repository.ts';

export const smsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/sms/outbox',
    {
      config: { access: { grant: 'sms' } },
      schema: {
        tags: ['sms'],
        summary: 'Every text message sent or stored, newest first, paged',
        querystring: pageQuerySchema,
        response: { 200: smsOutboxResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listSms(db, page, pageSize);
      const items: SmsOutboxItem[] = rows.map((r) => ({
        id: r.id,
        to: r.to_number,
        kind: r.kind as SmsOutboxItem['kind'],
        text: r.text,
        driver: r.driver,
        deliveryStatus: r.delivery_status,
        providerMessageId: r.provider_message_id,
        attempts: r.attempts,
        error: r.error,
        createdAt: new Date(r.created_at).toISOString(),
      }));
      return { status: '200' as const, items, total, page, pageSize };
    },
  );
};
