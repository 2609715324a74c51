import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { SmsGateway } from './gateway.ts';
import { insertSms } from './sms-log.repository.ts';

/**
 * Keeps every message in `sms_outbox` and sends nothing: staff read them on the Outbox page.
 * `demoLog` is given only in demo mode, so texts (codes included) reach the log nowhere else.
 */
export function outboxDriver(db: Db, demoLog: FastifyBaseLogger | null): SmsGateway {
  return {
    async send(message) {
      const id = await insertSms(db, message, 'outbox', 'stored');
      demoLog?.info({ sms: { id, to: message.to, kind: message.kind, text: message.text } }, 'SMS (outbox)');
      return { id, deliveryStatus: 'stored' };
    },
  };
}
