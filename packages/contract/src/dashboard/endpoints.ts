import { defineEndpoints } from '../endpoints/define.ts';
import { analyticsResponseSchema } from './dashboard.ts';

export const dashboardEndpoints = defineEndpoints({
  'GET /dashboard/analytics': {
    access: { action: 'dashboard.view' },
    tag: 'dashboard',
    summary: 'Headline figures for the analytics landing page',
    response: analyticsResponseSchema,
  },
});
