import type { AreaDeclaration } from '../area-declaration.ts';

/** The master area's registry entry (areas.ts gathers every area's). */
export const masterArea = {
  title: 'Master data',
  actions: ['view', 'edit'],
  menu: [{ id: 16, title: 'Master data', url: '/master', in: 'organisation', order: 60, icon: 'database' }],
  holders: { admin: 'all', coach: ['view'] },
} as const satisfies AreaDeclaration;
