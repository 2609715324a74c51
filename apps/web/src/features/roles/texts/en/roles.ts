import { grantActionWords } from '@fieldhouse/contract';
import type { SeededRole } from '@fieldhouse/contract';

/** The roles area (/roles). */
export const roles = {
  title: 'Roles',
  description: 'What each role may do, and who holds it',
  list: 'Roles',
  loading: 'Loading the roles',
  failed: 'The roles could not be loaded',
  new: 'New role',
  newTitle: 'New role',
  renameTitle: 'Rename the role',
  name: 'Name',
  descriptionLabel: 'What it is for',
  create: 'Create role',
  saveName: 'Save',
  rename: 'Rename',
  delete: 'Delete',
  deleteHeld: 'Only a role nobody holds can be deleted',
  builtIn: 'Comes with Fieldhouse',
  holders_one: '{{count}} person',
  holders_other: '{{count}} people',
  permissions: 'Permissions',
  people: 'People',
  superAdminFixed: 'The Super Admin may do everything, always: its permissions cannot be changed.',
  onlySuperAdmin: 'Only a Super Admin can change roles.',
  savePermissions: 'Save permissions',
  undo: 'Undo changes',
  saved: 'Saved. Everyone who holds this role sees the change at once.',
  give: 'Give this role to',
  giveHint: 'It replaces the role they hold now.',
  giveButton: 'Give role',
  take: 'Take away',
  takeFrom: 'Take the role away from {{name}}',
  nobody: 'Nobody holds this role yet.',
  holdersOf: 'People who hold {{name}}',
  holdersFailed: 'Who holds this role could not be loaded',
  more: 'Show more',
  action: { ...grantActionWords.en, 'every-team': 'Every team (not only those they coach)' },
  personalNote:
    'Everyone who signs in keeps their own profile, notifications, chat, connections and My events, whatever their role.',
  warnings: {
    withoutView:
      '{{area}}: an action is ticked without View, so people with this role cannot open the area to use it.',
    ownTeamsOnly:
      'Without “Every team”, people with this role see and run only the events and matches of teams they coach. Make them a team’s coach under Master data › Teams, or tick “Every team”.',
  },
  /** The seeded roles' purposes, by key: shown while the description is still the seeded one. */
  seeded: {
    superAdmin: 'Everything, including roles and staff accounts',
    admin: 'Runs the organisation day to day',
    coach: 'Works with athletes and events',
    subscriber: 'Athletes and parents',
  } satisfies Record<SeededRole, string>,
};
