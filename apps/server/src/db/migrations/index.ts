import type { Migration } from 'kysely';
import * as core from './20261122090000_core.ts';
import * as subscriberJourneys from './20261201090000_subscriber_journeys.ts';
import * as chat from './20261215090000_chat.ts';
import * as auditByUser from './20261220090000_audit_by_user.ts';
import * as preferences from './20261222090000_preferences.ts';
import * as notificationKinds from './20261223090000_notification_kinds.ts';
import * as actionGrants from './20261224090000_action_grants.ts';
import * as rateLimits from './20261224090000_rate_limits.ts';
import * as jobs from './20261230090000_jobs.ts';
import * as chatStorage from './20261231090000_chat_storage.ts';
import * as signInLimits from './20270101090000_sign_in_limits.ts';
import * as authChangeTriggers from './20270102090000_auth_change_triggers.ts';
import * as firstPassword from './20270103090000_first_password.ts';
import * as auditRetention from './20270104090000_audit_retention.ts';
import * as subscriberDirectory from './20270105090000_subscriber_directory.ts';
import * as subscriberRecord from './20270106090000_subscriber_record.ts';
import * as masterData from './20270107090000_master_data.ts';
import * as staffInvitations from './20270108090000_staff_invitations.ts';
import * as directorySportAge from './20270109090000_directory_sport_age.ts';
import * as smsSecretsMasked from './20270113090000_sms_secrets_masked.ts';
import * as serverSecrets from './20270113090100_server_secrets.ts';
import * as parentRequestsByParent from './20270113140000_parent_requests_by_parent.ts';
import * as demoAccounts from './20270113110000_demo_accounts.ts';
import * as parentLinkOrigin from './20270113100000_parent_link_origin.ts';
import * as auditFacts from './20270113160000_audit_facts.ts';
import * as notificationsFromEvent from './20270114120000_notifications_from_event.ts';
import * as connectionGuardians from './20270120090000_connection_guardians.ts';
import * as chatGuardians from './20270121090000_chat_guardians.ts';
import * as chatWatchReads from './20270130090000_chat_watch_reads.ts';
import * as jobRequestIds from './20270203090000_job_request_ids.ts';
import * as pictures from './20270216090000_pictures.ts';

/**
 * The shared tables' migrations (users, roles, audit, jobs, master data…), by their timestamped
 * name; an area that owns its tables brings its own through its face (modules/<area>/migrations),
 * and db/migrate.ts runs both in one timeline, by name. Listed here rather than read from disk so
 * the set is fixed at build time.
 */
export const sharedMigrations: Record<string, Migration> = {
  '20261122090000_core': core,
  '20261201090000_subscriber_journeys': subscriberJourneys,
  '20261215090000_chat': chat,
  '20261220090000_audit_by_user': auditByUser,
  '20261222090000_preferences': preferences,
  '20261223090000_notification_kinds': notificationKinds,
  '20261224090000_action_grants': actionGrants,
  '20261224090000_rate_limits': rateLimits,
  '20261230090000_jobs': jobs,
  '20261231090000_chat_storage': chatStorage,
  '20270101090000_sign_in_limits': signInLimits,
  '20270102090000_auth_change_triggers': authChangeTriggers,
  '20270103090000_first_password': firstPassword,
  '20270104090000_audit_retention': auditRetention,
  '20270105090000_subscriber_directory': subscriberDirectory,
  '20270106090000_subscriber_record': subscriberRecord,
  '20270107090000_master_data': masterData,
  '20270108090000_staff_invitations': staffInvitations,
  '20270109090000_directory_sport_age': directorySportAge,
  '20270113090000_sms_secrets_masked': smsSecretsMasked,
  '20270113090100_server_secrets': serverSecrets,
  '20270113140000_parent_requests_by_parent': parentRequestsByParent,
  '20270113110000_demo_accounts': demoAccounts,
  '20270113100000_parent_link_origin': parentLinkOrigin,
  '20270113160000_audit_facts': auditFacts,
  '20270114120000_notifications_from_event': notificationsFromEvent,
  '20270120090000_connection_guardians': connectionGuardians,
  '20270121090000_chat_guardians': chatGuardians,
  '20270130090000_chat_watch_reads': chatWatchReads,
  '20270203090000_job_request_ids': jobRequestIds,
  '20270216090000_pictures': pictures,
};
