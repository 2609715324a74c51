import type { AreaDeclaration } from './area-declaration.ts';

/*
 * The registry entries of the areas with no contract folder of their own: a person's own account
 * (profile, notifications, connections, chat, their events) and the API reference. Every other
 * area declares its entry in its folder (`<area>/area.ts`); areas.ts gathers both.
 */

/** A personal area: every seeded role holds it too, so the database's grants say the same. */
const everyone = { admin: 'all', coach: 'all', subscriber: 'all' } as const;

export const builtInAreas = {
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
