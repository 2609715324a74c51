/**
 * The registry of console areas: the one place an area declares its menu entries, the actions it
 * defines (grant keys such as `review.decide`) and which seeded roles hold them. The menu, the
 * seed and the bringing up to date of an existing database are derived from it, and the endpoint
 * table names its actions (`endpoints/`), so a typo fails the type-check.
 *
 * Menu ids never change once released: the client stores them as `menuID` and the audit trail
 * records them (Profile is 6). A test checks they are unique.
 */

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

type MenuContainer = {
  id: number;
  type: 'group' | 'collapse';
  title: string;
  icon?: NavIcon;
  parent?: string;
  order: number;
};

/** A leaf of the side menu. It shows when the role holds any of `actions` (default: any action of its area). */
export type MenuEntry = {
  id: number;
  title: string;
  /** A route of the console, or an address when `external`. */
  url: string;
  in: MenuContainerKey;
  order: number;
  icon?: NavIcon;
  badge?: { title: string; type: BadgeType };
  hidden?: true;
  external?: true;
  /** Opens in a new tab. */
  target?: true;
  breadcrumbs?: false;
  classes?: string;
  actions?: readonly string[];
};

export type AreaDeclaration = {
  /** What the roles area calls it (English; the console words it in the reader's language). */
  title: string;
  actions: readonly string[];
  menu: readonly MenuEntry[];
  /** The actions each seeded role other than Super Admin starts with. */
  holders: Partial<Record<Exclude<SeededRole, 'superAdmin'>, 'all' | readonly string[]>>;
  /**
   * What every signed-in person needs for their own account (their profile, notifications, chat):
   * held whatever their role, so no role's ticks can take it away; the roles editor leaves it out.
   */
  personal?: true;
};

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
