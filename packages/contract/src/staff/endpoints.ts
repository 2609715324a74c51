import { ok } from '../common.ts';
import {
  acceptInvitationRequestSchema,
  invitationParamsSchema,
  invitationResponseSchema,
  inviteStaffRequestSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffParamsSchema,
} from './staff-accounts.ts';
import { statusChangeRequestSchema } from '../subscribers/subscriber-record.ts';
import { defineEndpoints } from '../endpoints/define.ts';

const tag = 'staff accounts';
const view = { access: { action: 'staff.view' }, tag } as const;
// Inviting and deactivating staff is the Super Admin's alone: the service checks that too.
const edit = { access: { action: 'staff.edit' }, tag } as const;

/** Staff accounts: invited by text, deactivated when they leave. */
export const staffAccountEndpoints = defineEndpoints({
  'GET /staff': {
    ...view,
    summary: 'Everyone whose role is not Subscriber, by name, a page at a time',
    query: staffListQuerySchema,
    response: staffListResponseSchema,
  },
  'POST /staff': {
    ...edit,
    summary: 'Invite a staff member: a text with a one-time link to set their password',
    body: inviteStaffRequestSchema,
    response: staffMemberResponseSchema,
  },
  'POST /staff/:subscriberID/invitation': {
    ...edit,
    summary: 'Send a new invitation (the earlier link stops working)',
    params: staffParamsSchema,
    response: staffMemberResponseSchema,
  },
  'POST /staff/:subscriberID/status': {
    ...edit,
    summary: 'Deactivate a staff member (a reason is required; their sessions end) or reactivate them',
    params: staffParamsSchema,
    body: statusChangeRequestSchema,
    response: staffMemberResponseSchema,
  },
  'GET /invitation/:token': {
    access: 'public',
    tag,
    summary: 'Who an invitation is for, while its link works',
    params: invitationParamsSchema,
    response: invitationResponseSchema,
  },
  'POST /invitation/:token': {
    access: 'public',
    tag,
    summary: 'Set the first password with an invitation; the link then stops working',
    params: invitationParamsSchema,
    body: acceptInvitationRequestSchema,
    response: ok({}),
  },
});
