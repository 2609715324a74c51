import type { AreaContract } from '../area-contract.ts';
import { dashboardEndpoints } from './endpoints.ts';

export * from './dashboard.ts';

export const dashboardContract = {
  endpoints: [dashboardEndpoints],
} as const satisfies AreaContract;
