import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQueryInput } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** `GET audit`: one page of the trail for the filters and cursor in the URL. */
export function useAuditTrail(query: AuditQueryInput) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => call('GET /audit', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
