import type { AreaDeclaration } from '../area-declaration.ts';

/** The dashboard area's registry entry (areas.ts gathers every area's). */
export const dashboardArea = {
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
} as const satisfies AreaDeclaration;
