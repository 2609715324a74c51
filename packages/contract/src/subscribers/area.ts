import type { AreaDeclaration } from '../area-declaration.ts';

/** The subscriber area's registry entry (areas.ts gathers every area's). */
export const subscribersArea = {
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
} as const satisfies AreaDeclaration;
