/**
 * The registry of console areas: the one place an area declares its menu entries, the actions it
 * defines (grant keys such as `review.decide`) and which seeded roles hold them. The menu, the
 * seed and the bringing up to date of an existing database are derived from it, and the endpoint
 * table names its actions (`endpoints/`), so a typo fails the type-check.
 *
 * Beside it, at the end, what each area brings from its own folder (`src/<area>/index.ts`):
 * `AREA_CONTRACTS` (its endpoints and error codes, gathered into the endpoint table and
 * `ErrorCode`), `AREA_AUDITS` (what it writes to the audit trail, with its words) and
 * `AREA_EXPORT_WORDS` (its CSV exports' words). A new area adds its folder's import and
 * `export *` lines above and its entry in each list it has something for; nothing else in the
 * contract names it.
 *
 * Menu ids never change once released: the client stores them as `menuID` and the audit trail
 * records them (Profile is 6). A test checks they are unique.
 */
import type { AreaContract } from './area-contract.ts';
import type { AreaAudit } from './audit-words/area.ts';
import type { AreaExportWords } from './export-words/area.ts';
import type { AreaDeclaration, MenuContainer } from './area-declaration.ts';
import { dashboardContract } from './dashboard/index.ts';
import { eventsAudit, eventsContract, eventsExportWords } from './events/index.ts';
import { masterAudit, masterContract } from './master/index.ts';
import { matchesAudit, matchesContract } from './matches/index.ts';
import { reviewAudit, reviewContract } from './review/index.ts';
import { rolesAudit, rolesContract } from './roles/index.ts';
import { settingsAudit, settingsContract } from './settings/index.ts';
import { smsContract } from './sms/index.ts';
import { staffAudit, staffContract } from './staff/index.ts';
import { subscribersAudit, subscribersContract, subscribersExportWords } from './subscribers/index.ts';

export type { AreaDeclaration, MenuEntry } from './area-declaration.ts';
export * from './dashboard/index.ts';
export * from './events/index.ts';
export * from './master/index.ts';
export * from './matches/index.ts';
export * from './review/index.ts';
export * from './roles/index.ts';
export * from './settings/index.ts';
export * from './sms/index.ts';
export * from './staff/index.ts';
export * from './subscribers/index.ts';

/** The icon words a menu entry may name; the console draws each one (`shell/nav/nav-icon.tsx`). */
export const NAV_ICONS = [
  'dashboard',
  'chart',
  'user',
  'user-check',
  'bell',
  'book',
  'message',
  'history',
  'shield',
  'users',
  'database',
  'calendar',
  'trophy',
  'external',
  'settings',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

export const BADGE_TYPES = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Roles every installation starts with. Super Admin holds every action, new ones included. */
export const SEEDED_ROLES = {
  superAdmin: { name: 'Super Admin', description: 'Everything, including roles and staff accounts' },
  admin: { name: 'Admin', description: 'Runs the organisation day to day' },
  coach: { name: 'Coach', description: 'Works with athletes and events' },
  subscriber: { name: 'Subscriber', description: 'Athletes and parents' },
} as const;
export type SeededRole = keyof typeof SEEDED_ROLES;

/** Groups and collapses that hold the areas' menu items; `parent` names another container. */
export const MENU_CONTAINERS = {
  navigation: { id: 1, type: 'group', title: 'Navigation', order: 10 },
  dashboard: {
    id: 2,
    type: 'collapse',
    title: 'Dashboard',
    icon: 'dashboard',
    parent: 'navigation',
    order: 10,
  },
  organisation: { id: 10, type: 'group', title: 'Organisation', order: 15 },
  account: { id: 4, type: 'group', title: 'Account', order: 20 },
  myAccount: { id: 5, type: 'collapse', title: 'My account', icon: 'user', parent: 'account', order: 10 },
  help: { id: 8, type: 'group', title: 'Help', order: 90 },
} as const satisfies Record<string, MenuContainer>;
export type MenuContainerKey = keyof typeof MENU_CONTAINERS;

/** A personal area: every seeded role holds it too, so the database's grants say the same. */
const everyone = { admin: 'all', coach: 'all', subscriber: 'all' } as const;

export const AREAS = {
  dashboard: {
    title: 'Dashboard',
    actions: ['view'],
    menu: [
      {
        id: 3,
        title: 'Analytics',
        url: '/dashboard/analytics',
        in: 'dashboard',
        order: 10,
        icon: 'chart',
        badge: { title: 'Live', type: 'success' },
      },
    ],
    holders: { admin: 'all', coach: 'all' },
  },
  review: {
    title: 'Registrations',
    actions: ['view', 'decide'],
    menu: [
      {
        id: 11,
        title: 'Registrations',
        url: '/review/registrations',
        in: 'organisation',
        order: 10,
        icon: 'user-check',
      },
    ],
    holders: { admin: 'all', coach: 'all' },
  },
  subscriber: {
    title: 'Subscribers',
    // `sessions`: a record's sessions, sign-ins and the addresses they came from.
    actions: ['view', 'edit', 'suspend', 'text', 'export', 'sessions'],
    menu: [{ id: 13, title: 'Subscribers', url: '/subscriber', in: 'organisation', order: 5, icon: 'user' }],
    holders: { admin: 'all', coach: ['view'] },
  },
  sms: {
    title: 'SMS',
    actions: ['view'],
    menu: [
      { id: 12, title: 'SMS outbox', url: '/sms/outbox', in: 'organisation', order: 20, icon: 'message' },
    ],
    holders: { admin: 'all' },
  },
  roles: {
    title: 'Roles',
    actions: ['view', 'edit'],
    menu: [{ id: 14, title: 'Roles', url: '/roles', in: 'organisation', order: 80, icon: 'shield' }],
    // Only the Super Admin changes roles; administrators may look.
    holders: { admin: ['view'] },
  },
  staff: {
    title: 'Staff accounts',
    actions: ['view', 'edit'],
    menu: [{ id: 15, title: 'Staff', url: '/staff', in: 'organisation', order: 70, icon: 'users' }],
    // Only the Super Admin invites and deactivates staff; administrators may look.
    holders: { admin: ['view'] },
  },
  master: {
    title: 'Master data',
    actions: ['view', 'edit'],
    menu: [{ id: 16, title: 'Master data', url: '/master', in: 'organisation', order: 60, icon: 'database' }],
    holders: { admin: 'all', coach: ['view'] },
  },
  event: {
    title: 'Events',
    // Without `every-team`, a holder sees and runs only the events of the teams they coach.
    actions: ['view', 'edit', 'attendance', 'export', 'every-team'],
    menu: [{ id: 18, title: 'Events', url: '/event', in: 'organisation', order: 30, icon: 'calendar' }],
    holders: { admin: 'all', coach: ['view', 'edit', 'attendance', 'export'] },
  },
  match: {
    title: 'Matches',
    // Coaches enter their teams' scores from a phone; `event.every-team` widens it as for events.
    actions: ['view', 'edit', 'score'],
    menu: [{ id: 20, title: 'Matches', url: '/match', in: 'organisation', order: 35, icon: 'trophy' }],
    holders: { admin: 'all', coach: 'all' },
  },
  participation: {
    title: 'My events',
    actions: ['use'],
    menu: [
      { id: 19, title: 'My events', url: '/my/events', in: 'myAccount', order: 30, icon: 'calendar' },
      { id: 21, title: 'My fixtures', url: '/my/fixtures', in: 'myAccount', order: 40, icon: 'trophy' },
    ],
    holders: everyone,
    personal: true,
  },
  audit: {
    title: 'Audit trail',
    actions: ['view', 'export'],
    menu: [{ id: 17, title: 'Audit trail', url: '/audit', in: 'organisation', order: 90, icon: 'history' }],
    holders: { admin: 'all' },
  },
  profile: {
    title: 'Profile',
    actions: ['view', 'edit'],
    menu: [{ id: 6, title: 'Profile', url: '/profile', in: 'myAccount', order: 10, icon: 'user' }],
    holders: everyone,
    personal: true,
  },
  notifications: {
    title: 'Notifications',
    actions: ['view'],
    menu: [
      {
        id: 7,
        title: 'Notifications',
        url: '/notifications',
        in: 'myAccount',
        order: 20,
        icon: 'bell',
        hidden: true,
      },
    ],
    holders: everyone,
    personal: true,
  },
  connections: { title: 'Connections', actions: ['manage'], menu: [], holders: everyone, personal: true },
  chat: { title: 'Chat', actions: ['use'], menu: [], holders: everyone, personal: true },
  settings: {
    title: 'Organisation settings',
    actions: ['edit'],
    menu: [{ id: 22, title: 'Settings', url: '/settings', in: 'organisation', order: 95, icon: 'settings' }],
    // The Super Admin's alone: it holds every action by itself.
    holders: {},
  },
  docs: {
    title: 'API reference',
    actions: ['view'],
    menu: [
      {
        id: 9,
        title: 'API reference',
        url: '/api/docs',
        in: 'help',
        order: 10,
        icon: 'book',
        external: true,
        target: true,
      },
    ],
    holders: { admin: 'all' },
  },
} as const satisfies Record<string, AreaDeclaration>;

export type Areas = typeof AREAS;
export type AreaKey = keyof Areas;
/** A grant key: an area's action, e.g. `review.decide`. */
export type Action = { [A in AreaKey]: `${A}.${Areas[A]['actions'][number]}` }[AreaKey];

/**
 * Each area's endpoints and error codes, by its registry key: the endpoint table (`endpoints/`)
 * and `ErrorCode` (errors.ts) are built from these. No module an area's folder imports may read
 * these lists at load (ES modules would run it before them). The audit area's filter lists every
 * action (audit-actions.ts reads `AREA_AUDITS`), so that area is gathered apart, in endpoints/.
 */
export const AREA_CONTRACTS = {
  dashboard: dashboardContract,
  review: reviewContract,
  subscriber: subscribersContract,
  sms: smsContract,
  roles: rolesContract,
  staff: staffContract,
  master: masterContract,
  event: eventsContract,
  match: matchesContract,
  settings: settingsContract,
} as const satisfies Partial<Record<AreaKey, AreaContract>>;
export type AreaContracts = typeof AREA_CONTRACTS;

/**
 * What each area writes to the audit trail, and its words (`areaAudit`); audit-actions.ts and
 * audit-words/ gather them. A list apart from AREA_CONTRACTS so that a page needing the words
 * does not bring every endpoint's schemas with them.
 */
export const AREA_AUDITS = {
  review: reviewAudit,
  subscriber: subscribersAudit,
  roles: rolesAudit,
  staff: staffAudit,
  master: masterAudit,
  event: eventsAudit,
  match: matchesAudit,
  settings: settingsAudit,
} as const satisfies Partial<Record<AreaKey, AreaAudit>>;

/** The words of each area's CSV exports (export-words/ gathers them), apart for the same reason. */
export const AREA_EXPORT_WORDS = {
  subscriber: subscribersExportWords,
  event: eventsExportWords,
} as const satisfies Partial<Record<AreaKey, AreaExportWords<object>>>;
