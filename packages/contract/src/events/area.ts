import type { AreaDeclaration } from '../area-declaration.ts';

/** The event area's registry entry (areas.ts gathers every area's). */
export const eventsArea = {
  title: 'Events',
  // Without `every-team`, a holder sees and runs only the events of the teams they coach.
  actions: ['view', 'edit', 'attendance', 'export', 'every-team'],
  menu: [{ id: 18, title: 'Events', url: '/event', in: 'organisation', order: 30, icon: 'calendar' }],
  holders: { admin: 'all', coach: ['view', 'edit', 'attendance', 'export'] },
} as const satisfies AreaDeclaration;
