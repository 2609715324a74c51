import type { AreaDeclaration } from '../area-declaration.ts';

/** The KPI area's registry entry (areas.ts gathers every area's). */
export const kpiArea = {
  title: 'Key figures',
  actions: ['view'],
  menu: [{ id: 31, title: 'KPIs', url: '/kpi', in: 'dashboard', order: 20, icon: 'chart' }],
  holders: { admin: 'all' },
} as const satisfies AreaDeclaration;
