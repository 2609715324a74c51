import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Input, Kpi, KpiPeriodQuery } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { useDownload } from '../../../lib/use-download.ts';

type KpiKey = `GET /kpi/${Kpi}`;

/**
 * One KPI for the chosen period against the one before (`GET /kpi/<kpi>`); each card asks for its
 * own, so a slow or failed one holds up nothing else. Null waits for a period the page can send.
 */
export function useKpi<K extends KpiKey>(key: K, period: KpiPeriodQuery | null) {
  return useQuery({
    queryKey: ['kpi', key, period],
    queryFn: ({ signal }) => call(key, { query: period ?? {} } as Input<K>, { signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
    // Each card says what went wrong beside itself.
    meta: { silent: true },
  });
}

/** Saves one KPI's table as CSV (`GET /kpi/:kpi/csv`) for the chosen period. */
export const useKpiCsv = (kpi: Kpi, period: KpiPeriodQuery | null) =>
  useDownload('GET /kpi/:kpi/csv', () => ({ params: { kpi }, query: period ?? {} }));
