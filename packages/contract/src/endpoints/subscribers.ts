import {
  recordChangedResponseSchema,
  recordHistoryQuerySchema,
  recordNotificationsResponseSchema,
  recordTextsResponseSchema,
  staffEditRequestSchema,
  staffTextRequestSchema,
  statusChangeRequestSchema,
  subscriberRecordResponseSchema,
} from '../subscriber-record.ts';
import {
  directoryQuerySchema,
  directoryResponseSchema,
  exportQuerySchema,
  subscriberParamsSchema,
} from '../subscribers.ts';
import { defineEndpoints } from './define.ts';

const tag = 'subscribers';
const record = { tag, params: subscriberParamsSchema };

/** The subscriber directory and records: everyone with an account, for staff who may view them. */
export const subscriberEndpoints = defineEndpoints({
  'GET /subscribers': {
    access: { action: 'subscriber.view' },
    tag,
    summary: 'One page of the directory: search, filters, order and a keyset cursor',
    description:
      'Search (`q`) matches part of a name, user name or e-mail address, or a phone number in any format. ' +
      'Pages follow `nextCursor`; `total.exact` is false where counting every match would be slow.',
    query: directoryQuerySchema,
    response: directoryResponseSchema,
  },
  'GET /subscribers/export.csv': {
    access: { action: 'subscriber.export' },
    tag,
    summary: "The directory's current view as a CSV file (UTF-8 with a byte-order mark), streamed",
    description:
      "Takes the list's search, filters and order, and `columns` (comma-separated, in order). " +
      'The answer is `text/csv`, not JSON. Each export is recorded in the audit trail.',
    query: exportQuerySchema,
    response: recordChangedResponseSchema,
  },
  'GET /subscribers/:subscriberID': {
    ...record,
    access: { action: 'subscriber.view' },
    summary:
      "One person's record: profile, status history, family, sessions, sign-ins, notifications and texts",
    response: subscriberRecordResponseSchema,
  },
  'GET /subscribers/:subscriberID/notifications': {
    ...record,
    access: { action: 'subscriber.view' },
    summary: 'The notifications they were sent, newest first, a page at a time',
    query: recordHistoryQuerySchema,
    response: recordNotificationsResponseSchema,
  },
  'GET /subscribers/:subscriberID/texts': {
    ...record,
    access: { action: 'subscriber.view' },
    summary: 'The texts to their mobile (one-time codes masked), newest first, a page at a time',
    query: recordHistoryQuerySchema,
    response: recordTextsResponseSchema,
  },
  'PATCH /subscribers/:subscriberID': {
    ...record,
    access: { action: 'subscriber.edit' },
    summary: 'Correct the profile (the rules of their own profile; staff may also set the date of birth)',
    body: staffEditRequestSchema,
    response: recordChangedResponseSchema,
  },
  'POST /subscribers/:subscriberID/status': {
    ...record,
    access: { action: 'subscriber.suspend' },
    summary: 'Suspend (with the reason they will be shown; their sessions end at once) or reactivate',
    body: statusChangeRequestSchema,
    response: recordChangedResponseSchema,
  },
  'POST /subscribers/:subscriberID/sign-out': {
    ...record,
    access: { action: 'subscriber.suspend' },
    summary: 'End every session they have open, on every device',
    response: recordChangedResponseSchema,
  },
  'POST /subscribers/:subscriberID/text': {
    ...record,
    access: { action: 'subscriber.text' },
    summary: 'Send them a text message',
    body: staffTextRequestSchema,
    response: recordChangedResponseSchema,
  },
});
