import type { AreaDeclaration } from '../area-declaration.ts';

/** The audit area's registry entry (areas.ts gathers every area's). */
export const auditArea = {
  title: 'Audit trail',
  actions: ['view', 'export'],
  menu: [{ id: 17, title: 'Audit trail', url: '/audit', in: 'organisation', order: 90, icon: 'history' }],
  holders: { admin: 'all' },
} as const satisfies AreaDeclaration;
