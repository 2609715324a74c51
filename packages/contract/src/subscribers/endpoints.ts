import {
  recordChangedResponseSchema,
  recordHistoryQuerySchema,
  recordNotificationsResponseSchema,
  recordTextsResponseSchema,
  staffEditRequestSchema,
  staffTextRequestSchema,
  statusChangeRequestSchema,
  subscriberRecordResponseSchema,
} from './subscriber-record.ts';
import {
  parentLinkAddSchema,
  parentLinkRemoveSchema,
  parentLinkReviewResponseSchema,
} from './family-links.ts';
import {
  directoryQuerySchema,
  directoryResponseSchema,
  exportQuerySchema,
  subscriberParamsSchema,
} from './subscribers.ts';
import { defineEndpoints } from '../endpoints/define.ts';

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
      'The answer is `text/csv`, not JSON, worded in the caller’s language preference, times in the ' +
      'organisation’s time zone; `x-export-rows` says how many rows come (an estimate when ' +
      '`x-export-rows-exact` is false). Each export is recorded in the audit trail.',
    query: exportQuerySchema,
    response: recordChangedResponseSchema,
  },
  'GET /subscribers/parent-links': {
    access: { action: 'subscriber.view' },
    tag,
    summary: 'Parent links a connection request made, for staff to keep or remove on the child’s record',
    description:
      'A parent or guardian link comes from the registration’s parent approval or from staff; these ' +
      'were made by a connection request before such requests were refused, and give no family access.',
    response: parentLinkReviewResponseSchema,
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
  'POST /subscribers/:subscriberID/parents': {
    ...record,
    access: { action: 'subscriber.edit' },
    summary:
      'Link a parent or guardian (an active adult subscriber, by user name or mobile) with a reason; both are told',
    description: 'Audited with the reason. A link a connection request made becomes a link staff made.',
    body: parentLinkAddSchema,
    response: recordChangedResponseSchema,
  },
  'POST /subscribers/:subscriberID/parents/remove': {
    ...record,
    access: { action: 'subscriber.edit' },
    summary: 'Remove a parent or guardian link with a reason; both are told (not the reason)',
    body: parentLinkRemoveSchema,
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
