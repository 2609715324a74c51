import type { AreaDeclaration } from '../area-declaration.ts';

/** The roles area's registry entry (areas.ts gathers every area's). */
export const rolesArea = {
  title: 'Roles',
  actions: ['view', 'edit'],
  menu: [{ id: 14, title: 'Roles', url: '/roles', in: 'organisation', order: 80, icon: 'shield' }],
  // Only the Super Admin changes roles; administrators may look.
  holders: { admin: ['view'] },
} as const satisfies AreaDeclaration;
