import { useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';

/**
 * `GET care/{subscriberID}`: staff's read of a person's care record. Each read is audited on the
 * server, so it is made only when asked for (`enabled`) and never kept to be read again unasked.
 */
export function useStaffCare(subscriberID: string, enabled: boolean) {
  return useQuery({
    queryKey: ['care', 'staff', subscriberID] as const,
    queryFn: ({ signal }) => call('GET /care/:subscriberID', { params: { subscriberID } }, { signal }),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    // The panel asking shows the failure where it was asked.
    meta: { silent: true },
  });
}
