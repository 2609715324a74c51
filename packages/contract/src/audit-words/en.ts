import { grantActionWords } from '../shared-words.ts';
import { AREAS, type AreaKey } from '../areas.ts';
import { withAreaWords, type SharedAuditWords } from './gather.ts';
import type { AuditWords } from './word.ts';

/** The English of what no single area records; each area brings its own (`areaAudit`). */
const shared = {
  actions: {
    login: 'Signed in',
    'login-failed': 'Sign-in failed',
    'login-refused': 'Sign-in refused',
    logout: 'Signed out',
    register: 'Signed up',
    'phone-verified': 'Verified their phone',
    'mobile-changed': 'Changed their mobile number',
    'password-change': 'Changed their password',
    'picture-change': 'Changed their picture',
    'profile-edit': 'Edited their profile',
    'parent-named': 'Named a parent',
    'parent-approve': 'Approved a child',
    'parent-decline': 'Declined a child',
    'connect-friend': 'Asked to be friends',
    'connect-teammate': 'Asked to be teammates',
    'connect-parent': 'Asked to be a parent',
    'connect-not-found': 'Asked to connect to nobody',
    'connection-accepted': 'Accepted a connection',
    'connection-declined': 'Declined a connection',
    'withdraw-friend': 'Withdrew a friend request',
    'withdraw-teammate': 'Withdrew a teammate request',
    'withdraw-parent': 'Withdrew a parent request',
    'disconnect-friend': 'Ended a friendship',
    'disconnect-teammate': 'Ended a teammate connection',
    'disconnect-parent': 'Ended a parent connection',
    'care-kept': 'Kept emergency contacts, medical notes and consents',
    'care-read': 'Read emergency contacts, medical notes and consents',
    'audit-export': 'Exported the audit trail',
    'administrator-created': 'Created an administrator',
  },
  details: {
    'login-failed': ['{reason}'],
    'login-refused': ['{reason}'],
    'audit-export': ['Person: {person}', 'Action: {action}', 'Object: {object}', 'From {from}', 'Until {to}'],
  },
  terms: {
    'reason.wrong-password': 'Wrong password',
    'reason.unknown-name': 'No account has this name',
    'reason.ambiguous-name': 'The name fits more than one account',
    'reason.suspended': 'The account is suspended',
    'reason.rejected': 'The registration was rejected',
    'role.superAdmin': 'Super Admin',
    'role.admin': 'Admin',
    'role.coach': 'Coach',
    'role.subscriber': 'Subscriber',
    'object.subscriber': 'Person',
    'field.full_name': 'name',
    'field.user_name': 'user name',
    'field.email': 'e-mail address',
    'field.date_of_birth': 'date of birth',
    'field.gender': 'gender',
    'field.sport_id': 'sport',
    'field.name': 'name',
    'field.archived': 'archived',
  },
  grants: {
    areas: Object.fromEntries(Object.entries(AREAS).map(([key, area]) => [key, area.title])) as Record<
      AreaKey,
      string
    >,
    actions: { ...grantActionWords.en, 'every-team': 'Every team' },
  },
  partSeparator: '; ',
  listSeparator: ', ',
} satisfies SharedAuditWords;
/** The shared terms Arabic must word too. */
export type SharedAuditTerm = keyof typeof shared.terms;

/** The trail in English: the console's table, the CSV export, and the fallback of other languages. */
export const auditWordsEn: AuditWords = withAreaWords(shared, 'en');
