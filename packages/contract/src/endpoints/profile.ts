import { okResponseSchema } from '../auth.ts';
import { dataRequestSchema } from '../common.ts';
import { initResponseSchema } from '../lookups.ts';
import { profileRequestSchema, profileResponseSchema } from '../profile.ts';
import {
  passwordChangeRequestSchema,
  pictureResponseSchema,
  profileEditRequestSchema,
  profileEditResponseSchema,
} from '../profile-edit.ts';
import { preferencesResponseSchema, preferencesSchema } from '../preferences.ts';
import {
  dataExportLinkParamsSchema,
  dataExportQueuedResponseSchema,
  deletionRequestResponseSchema,
  deletionStateResponseSchema,
} from '../data-rights.ts';
import { defineEndpoints } from './define.ts';

/** The signed-in person's own profile and theme settings. */
export const profileEndpoints = defineEndpoints({
  'POST /subscriber/profile': {
    // A child waiting for a parent sees the profile they signed up with.
    access: { action: 'profile.view', waiting: true },
    tag: 'subscriber',
    summary: "The caller's own profile (send header menuID: 6)",
    body: profileRequestSchema,
    response: profileResponseSchema,
  },
  'POST /subscriber/init': {
    access: 'public',
    tag: 'subscriber',
    summary: 'Lookup lists for the sign-up and profile forms',
    // An empty POST arrives as a null body; both it and { data } are fine here.
    body: dataRequestSchema.nullish(),
    response: initResponseSchema,
  },
  'POST /subscriber/edit': {
    access: { action: 'profile.edit' },
    tag: 'subscriber',
    summary: "Edit the caller's own profile; a new mobile number waits for its code",
    body: profileEditRequestSchema,
    response: profileEditResponseSchema,
  },
  'POST /subscriber/password': {
    access: { action: 'profile.edit' },
    tag: 'subscriber',
    summary: 'Change the password (needs the current one); ends every other session',
    body: passwordChangeRequestSchema,
    response: okResponseSchema,
  },
  'POST /subscriber/picture': {
    access: { action: 'profile.edit' },
    tag: 'subscriber',
    summary:
      'Upload a profile picture (multipart field `picture`: JPEG, PNG or WebP, at most 5 MB and 40 MP)',
    body: 'multipart',
    response: pictureResponseSchema,
  },
  'GET /profile/export': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: "All the caller's data as a ZIP of JSON and CSV files (application/zip), streamed",
    description:
      'Profile, connections, messages (pictures as files), notifications, registrations, payments and the ' +
      'audit entries about the record, worded in the caller’s language. A large record is made by a job ' +
      'instead: the answer is then JSON `{ queued: true, jobId }` and the caller is notified with a link ' +
      '(`GET profile/exports/{token}`) that works once, for a day.',
    response: dataExportQueuedResponseSchema,
  },
  'GET /profile/exports/:token': {
    access: 'signed-in',
    tag: 'subscriber',
    summary:
      'A download a job made (application/zip): once, within a day, by the person who asked (404 otherwise)',
    params: dataExportLinkParamsSchema,
    response: dataExportQueuedResponseSchema,
  },
  'GET /profile/deletion': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: "The caller's newest request to delete their account, if any",
    response: deletionStateResponseSchema,
  },
  'POST /profile/deletion': {
    access: 'signed-in',
    tag: 'subscriber',
    summary: 'Ask staff to delete the caller’s account (the waiting request if one already waits)',
    response: deletionRequestResponseSchema,
  },
  'GET /preferences': {
    access: 'signed-in',
    tag: 'preferences',
    summary: "The caller's theme settings (the defaults until first saved)",
    response: preferencesResponseSchema,
  },
  'PUT /preferences': {
    access: 'signed-in',
    tag: 'preferences',
    summary: "Replaces the caller's theme settings; every option is sent, each checked",
    body: preferencesSchema,
    response: preferencesResponseSchema,
  },
});
