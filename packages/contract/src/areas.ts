/**
 * The registry of console areas: the one place an area declares its menu entries, the actions it
 * defines (grant keys such as `review.decide`) and which seeded roles hold them. The menu, the
 * seed and the database's grants are derived from it; the endpoint table names its actions.
 * At the end, the three lists of what each area brings from its own folder (`src/<area>/`):
 * `AREA_CONTRACTS`, `AREA_WORDS`, `AREA_AUDIT_ACTIONS` (README, "Adding an area").
 * Menu ids never change once released: the client stores them as `menuID` and the audit trail
 * records them (Profile is 6). A test checks they are unique.
 */
import type { AreaContract, AreaWords } from './area-contract.ts';
import type { AreaDeclaration } from './area-declaration.ts';
import { dashboardContract } from './dashboard/index.ts';
import { eventsAuditActions, eventsContract } from './events/index.ts';
import { masterAuditActions, masterContract } from './master/index.ts';
import { paymentAuditActions, paymentContract } from './payment/index.ts';
import { matchesAuditActions, matchesContract } from './matches/index.ts';
import { reviewAuditActions, reviewContract } from './review/index.ts';
import { safeguardingAuditActions, safeguardingContract } from './safeguarding/index.ts';
import { rolesAuditActions, rolesContract } from './roles/index.ts';
import { settingsAuditActions, settingsContract } from './settings/index.ts';
import { smsContract } from './sms/index.ts';
import { staffAuditActions, staffContract } from './staff/index.ts';
import { subscribersAuditActions, subscribersContract } from './subscribers/index.ts';

export type { AreaDeclaration, MenuEntry } from './area-declaration.ts';
export * from './dashboard/index.ts';
export * from './events/index.ts';
export * from './master/index.ts';
export * from './matches/index.ts';
export * from './payment/index.ts';
export * from './review/index.ts';
export * from './safeguarding/index.ts';
export * from './roles/index.ts';
export * from './settings/index.ts';
export * from './sms/index.ts';
export * from './staff/index.ts';
export * from './subscribers/index.ts';

export * from './registry-parts.ts';

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
    menu: [
      { id: 13, title: 'Subscribers', url: '/subscriber', in: 'organisation', order: 5, icon: 'user' },
      // Deleting an account changes the record: the queue is for those who edit records.
      {
        id: 24,
        title: 'Deletion requests',
        url: '/review/deletions',
        in: 'organisation',
        order: 11,
        icon: 'user-check',
        actions: ['edit'],
      },
    ],
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
    menu: [
      { id: 6, title: 'Profile', url: '/profile', in: 'myAccount', order: 10, icon: 'user' },
      // A family's invoices and payments (the payment area's pages; its endpoints ask `profile.view`).
      { id: 26, title: 'My payments', url: '/my/payments', in: 'myAccount', order: 50, icon: 'receipt' },
    ],
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
  safeguarding: {
    title: 'Safeguarding',
    // `review`: the queue of reported messages and profiles, and suspending a person's chat.
    // `medical`: reading a child's emergency contacts, medical notes and consents (every read audited).
    actions: ['review', 'medical'],
    menu: [
      {
        id: 23,
        title: 'Safeguarding',
        url: '/review/safeguarding',
        in: 'organisation',
        order: 12,
        icon: 'shield',
        actions: ['review'],
      },
    ],
    holders: { admin: 'all', coach: ['medical'] },
  },
  payment: {
    title: 'Payments',
    // `view`: the invoices and an invoice; `issue`: issue and void invoices, the family discount
    // rule; `take`: record payments at the desk; `refund`: give money back.
    actions: ['view', 'issue', 'take', 'refund'],
    menu: [{ id: 25, title: 'Payments', url: '/payment', in: 'organisation', order: 40, icon: 'receipt' }],
    holders: { admin: 'all' },
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
 * action (audit-actions.ts reads `AREA_AUDIT_ACTIONS`), so that area is gathered apart, in endpoints/.
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
  safeguarding: safeguardingContract,
  payment: paymentContract,
} as const satisfies Partial<Record<AreaKey, AreaContract>>;
export type AreaContracts = typeof AREA_CONTRACTS;

/**
 * Each area's `words.ts` (audit-trail and CSV words, the Arabic of its registry words), loaded only
 * when asked (area-words.ts). Apart from `AREA_CONTRACTS`: reading this list never brings schemas.
 */
export const AREA_WORDS = {
  dashboard: () => import('./dashboard/words.ts'),
  review: () => import('./review/words.ts'),
  subscriber: () => import('./subscribers/words.ts'),
  sms: () => import('./sms/words.ts'),
  roles: () => import('./roles/words.ts'),
  staff: () => import('./staff/words.ts'),
  master: () => import('./master/words.ts'),
  event: () => import('./events/words.ts'),
  match: () => import('./matches/words.ts'),
  settings: () => import('./settings/words.ts'),
  safeguarding: () => import('./safeguarding/words.ts'),
  payment: () => import('./payment/words.ts'),
} as const satisfies Partial<Record<AreaKey, () => Promise<AreaWords>>>;
export type AreaWordLoaders = typeof AREA_WORDS;

/**
 * The kinds of entry each area writes to the audit trail (audit-actions.ts lists them for the
 * trail's filter): apart from their words below, so a page listing them does not bring the words.
 */
export const AREA_AUDIT_ACTIONS = {
  review: reviewAuditActions,
  subscriber: subscribersAuditActions,
  roles: rolesAuditActions,
  staff: staffAuditActions,
  master: masterAuditActions,
  event: eventsAuditActions,
  match: matchesAuditActions,
  settings: settingsAuditActions,
  safeguarding: safeguardingAuditActions,
  payment: paymentAuditActions,
} as const satisfies Partial<Record<AreaKey, readonly string[]>>;
