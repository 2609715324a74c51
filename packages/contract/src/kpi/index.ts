import type { AreaContract } from '../area-contract.ts';
import { kpiEndpoints } from './endpoints.ts';

export * from './kpi.ts';
export type { KpiCsvColumn } from './export-words.ts';

export const kpiContract = {
  endpoints: [kpiEndpoints],
  errorCodes: [
    /** The period's last day is before its first. */
    'KPI_PERIOD_REVERSED',
    /** The period is longer than KPI_PERIOD_MAX_DAYS. */
    'KPI_PERIOD_TOO_LONG',
  ],
} as const satisfies AreaContract;
