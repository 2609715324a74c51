import type { AreaDeclaration } from '../area-declaration.ts';

/** The match area's registry entry (areas.ts gathers every area's). */
export const matchesArea = {
  title: 'Matches',
  // Coaches enter their teams' scores from a phone; `event.every-team` widens it as for events.
  actions: ['view', 'edit', 'score'],
  menu: [{ id: 20, title: 'Matches', url: '/match', in: 'organisation', order: 35, icon: 'trophy' }],
  holders: { admin: 'all', coach: 'all' },
} as const satisfies AreaDeclaration;
