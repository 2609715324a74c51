import type { AreaDeclaration } from '../area-declaration.ts';

/** The safeguarding area's registry entry (areas.ts gathers every area's). */
export const safeguardingArea = {
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
} as const satisfies AreaDeclaration;
