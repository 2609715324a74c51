import type { AreaDeclaration } from '../area-declaration.ts';

/** The staff area's registry entry (areas.ts gathers every area's). */
export const staffArea = {
  title: 'Staff accounts',
  actions: ['view', 'edit'],
  menu: [{ id: 15, title: 'Staff', url: '/staff', in: 'organisation', order: 70, icon: 'users' }],
  // Only the Super Admin invites and deactivates staff; administrators may look.
  holders: { admin: ['view'] },
} as const satisfies AreaDeclaration;
