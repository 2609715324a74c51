import { pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import { smsOutboxResponseSchema } from './sms.ts';

export const smsEndpoints = defineEndpoints({
  'GET /sms/outbox': {
    access: { action: 'sms.view' },
    tag: 'sms',
    summary: 'Every text message sent or stored, newest first, paged',
    query: pageQuerySchema,
    response: smsOutboxResponseSchema,
  },
});
