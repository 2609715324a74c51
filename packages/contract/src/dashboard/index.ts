import type { AreaContract } from '../area-contract.ts';
import { dashboardEndpoints } from './endpoints.ts';

export * from './dashboard.ts';

export const dashboardContract = {
  endpoints: [dashboardEndpoints],
  words: () => import('./words.ts'),
} as const satisfies AreaContract;
