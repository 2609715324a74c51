import { ok, pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import {
  smsLogQuerySchema,
  smsLogResponseSchema,
  smsOptOutResponseSchema,
  smsOptOutSchema,
  smsSendRequestSchema,
  smsSendResponseSchema,
  smsStatusResponseSchema,
} from './send.ts';
import { smsOutboxResponseSchema } from './sms.ts';
import {
  smsTemplateInputSchema,
  smsTemplateParamsSchema,
  smsTemplateResponseSchema,
  smsTemplatesResponseSchema,
} from './templates.ts';

const templates = { tag: 'sms', access: { action: 'sms.send' } } as const;

export const smsEndpoints = defineEndpoints({
  'GET /sms/outbox': {
    access: { action: 'sms.view' },
    tag: 'sms',
    summary: 'Every text message sent or stored, newest first, paged',
    query: pageQuerySchema,
    response: smsOutboxResponseSchema,
  },
  'GET /sms/log': {
    access: { action: 'sms.view' },
    tag: 'sms',
    summary: 'Every text with its delivery status, filtered, newest first, a keyset page at a time',
    description: 'Phone codes and invitation links are masked. `nextCursor` fetches the next (older) page.',
    query: smsLogQuerySchema,
    response: smsLogResponseSchema,
  },
  'POST /sms/send': {
    access: { action: 'sms.send' },
    tag: 'sms',
    summary: 'Text one subscriber (non-urgent: held in quiet hours, refused if they opted out)',
    description:
      '409 SMS_NO_VERIFIED_MOBILE when their mobile is not verified; 409 SMS_OPTED_OUT when they ' +
      'opted out of non-urgent texts (the log keeps the skipped text and why). In the ' +
      'organisation’s quiet hours the text is `held` until they end.',
    body: smsSendRequestSchema,
    response: smsSendResponseSchema,
  },
  'GET /sms/templates': {
    ...templates,
    summary: 'The text templates, by name',
    response: smsTemplatesResponseSchema,
  },
  'POST /sms/templates': {
    ...templates,
    summary: 'Add a template, in English and Arabic',
    description:
      'A placeholder not in SMS_PLACEHOLDERS is refused: 400 with field code SMS_UNKNOWN_PLACEHOLDER.',
    body: smsTemplateInputSchema,
    response: smsTemplateResponseSchema,
  },
  'PUT /sms/templates/:templateId': {
    ...templates,
    summary: 'Change a template',
    params: smsTemplateParamsSchema,
    body: smsTemplateInputSchema,
    response: smsTemplateResponseSchema,
  },
  'DELETE /sms/templates/:templateId': {
    ...templates,
    summary: 'Remove a template (texts already sent stay in the log)',
    params: smsTemplateParamsSchema,
    response: ok({}),
  },
  'GET /sms/opt-out': {
    access: 'signed-in',
    tag: 'sms',
    summary: 'Whether I opted out of non-urgent texts',
    response: smsOptOutResponseSchema,
  },
  'PUT /sms/opt-out': {
    access: 'signed-in',
    tag: 'sms',
    summary: 'Opt out of (or back into) non-urgent texts; phone codes and safety texts still go',
    body: smsOptOutSchema,
    response: smsOptOutResponseSchema,
  },
  'POST /sms/status': {
    access: 'public',
    tag: 'sms',
    summary: 'The SMS provider’s signed delivery reports',
    description:
      'Header `Fieldhouse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` ' +
      'with SMS_STATUS_SECRET (several `v1` allowed); more than 300 s away is refused. 400 ' +
      'SIGNATURE_INVALID / SIGNATURE_EXPIRED change nothing; a body not of the report’s form after ' +
      'a good signature is 400 SIGNED_BODY_INVALID. Reports apply forward only.',
    body: 'signed',
    response: smsStatusResponseSchema,
  },
});
