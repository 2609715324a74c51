import { okResponseSchema, loginRequestSchema, loginResponseSchema } from '../auth.ts';
import { dataRequestSchema } from '../common.ts';
import { userStatusInfoResponseSchema } from '../account-status.ts';
import {
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  validateOtpRequestSchema,
  validateOtpResponseSchema,
} from '../otp.ts';
import {
  parentApprovalInitRequestSchema,
  parentApprovalInitResponseSchema,
  parentApprovalRequestSchema,
  parentApprovalResponseSchema,
  parentIdRequestSchema,
  parentIdResponseSchema,
  waitingChildrenResponseSchema,
} from '../parent.ts';
import { registerRequestSchema } from '../registration.ts';
import { defineEndpoints } from './define.ts';

/** Signing in and out, signing up, the phone code and the parent's consent. */
export const accountEndpoints = defineEndpoints({
  'POST /login': {
    access: 'public',
    tag: 'auth',
    summary: 'Sign in by user name or mobile number',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  'POST /logout': {
    access: 'phone-verification',
    tag: 'auth',
    summary: 'Revoke the current token',
    response: okResponseSchema,
  },
  'POST /subscriber/register': {
    access: 'public',
    tag: 'subscriber',
    summary: 'Create an account (status 2); the token it answers can only verify the phone',
    body: registerRequestSchema,
    response: loginResponseSchema,
  },
  'POST /sendotp': {
    access: 'phone-verification',
    tag: 'subscriber',
    summary: 'Text a 6-digit code to the phone being verified (resend waits 30 s)',
    // An empty POST arrives as a null body: it means the registration number.
    body: sendOtpRequestSchema.nullish(),
    response: sendOtpResponseSchema,
  },
  'POST /validateotp': {
    access: 'phone-verification',
    tag: 'subscriber',
    summary: 'Check the code; on success the account moves on (7, 3 or 1) or the new number is kept',
    body: validateOtpRequestSchema,
    response: validateOtpResponseSchema,
  },
  'POST /subscriber/userstatusInfo': {
    access: 'phone-verification',
    tag: 'subscriber',
    summary: "The caller's status and the next step to take",
    body: dataRequestSchema.nullish(),
    response: userStatusInfoResponseSchema,
  },
  'POST /subscriber/parentID': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: 'A child waiting for consent (status 7) names a parent by mobile number',
    body: parentIdRequestSchema,
    response: parentIdResponseSchema,
  },
  'POST /subscriber/parentApprovalInit': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: 'The child behind a parent link, for the parent the child named only',
    body: parentApprovalInitRequestSchema,
    response: parentApprovalInitResponseSchema,
  },
  'GET /parent/waiting': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: 'The children who named the caller as their parent and wait for an answer (oldest first)',
    response: waitingChildrenResponseSchema,
  },
  'POST /subscriber/parentApproval': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: "The parent's answer, once: approve links parent and child, decline is recorded",
    body: parentApprovalRequestSchema,
    response: parentApprovalResponseSchema,
  },
});
