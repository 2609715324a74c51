import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import {
  chatSuspensionListResponseSchema,
  chatSuspensionParamsSchema,
  chatSuspensionRequestSchema,
  reportCreatedResponseSchema,
  reportDetailResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportOutcomeRequestSchema,
  reportParamsSchema,
  reportRequestSchema,
} from './safeguarding.ts';

const tag = 'safeguarding';
const review = { access: { action: 'safeguarding.review' }, tag } as const;

/** Reports of messages and profiles, the queue staff work through, and chat suspensions. */
export const safeguardingEndpoints = defineEndpoints({
  'POST /safeguarding/reports': {
    access: { action: 'chat.use' },
    tag,
    summary: 'Report a message or a profile to the safeguarding staff',
    description:
      'A message the caller received (a parent: one their child received), or the profile of a ' +
      'connection (a parent: of their child’s connection); 404 for anything else. The same open ' +
      'report again answers the first (`created: false`).',
    body: reportRequestSchema,
    response: reportCreatedResponseSchema,
  },
  'GET /safeguarding/reports': {
    ...review,
    summary: 'Open reports, oldest first, a page at a time (keyset cursor)',
    query: reportListQuerySchema,
    response: reportListResponseSchema,
  },
  'GET /safeguarding/reports/:reportId': {
    ...review,
    summary: 'A report with its context: the conversation around the message, or the profile',
    description: 'Every read is audited.',
    params: reportParamsSchema,
    response: reportDetailResponseSchema,
  },
  'POST /safeguarding/reports/:reportId/outcome': {
    ...review,
    summary: 'Record what was done about a report, which closes it (409 once decided)',
    params: reportParamsSchema,
    body: reportOutcomeRequestSchema,
    response: ok({}),
  },
  'GET /safeguarding/chat-suspensions': {
    ...review,
    summary: 'Everyone whose chat is suspended, newest first',
    response: chatSuspensionListResponseSchema,
  },
  'PUT /safeguarding/chat-suspensions/:personId': {
    ...review,
    summary: 'Suspend a person’s chat: they can neither send nor receive messages (CHAT_SUSPENDED)',
    params: chatSuspensionParamsSchema,
    body: chatSuspensionRequestSchema,
    response: ok({}),
  },
  'DELETE /safeguarding/chat-suspensions/:personId': {
    ...review,
    summary: 'Lift a person’s chat suspension',
    params: chatSuspensionParamsSchema,
    response: ok({}),
  },
});
