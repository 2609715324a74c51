import type { Db } from '../../db/connect.ts';
import type { SmsConsole, SmsGateway } from './gateway.ts';
import { insertSms } from './sms-log.repository.ts';

/**
 * Keeps every message in `sms_outbox` (masked: see mask.ts) and sends nothing. `demoConsole` is
 * given only in demo mode: the one place a text is shown whole, so a developer can sign up locally.
 */
export function outboxDriver(db: Db, demoConsole: SmsConsole | null): SmsGateway {
  return {
    async send(message, options = {}) {
      const id = await insertSms(db, message, 'outbox', 'stored', { startedBy: options.startedBy });
      demoConsole?.({ id, to: message.to, kind: message.kind, text: message.text });
      return { id, deliveryStatus: 'stored' };
    },
  };
}
