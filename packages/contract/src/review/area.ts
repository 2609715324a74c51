import type { AreaDeclaration } from '../area-declaration.ts';

/** The review area's registry entry (areas.ts gathers every area's). */
export const reviewArea = {
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
} as const satisfies AreaDeclaration;
