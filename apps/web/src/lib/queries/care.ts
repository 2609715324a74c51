import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { CareRequest, CareResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { careKey } from './care-keys.ts';

export { careKey, ownCareKey, registrationsKey } from './care-keys.ts';

/** How a record is kept: the whole of it at once, answered with what was stored. */
export type KeepCare = UseMutationResult<CareResponse, Error, CareRequest>;

/**
 * `GET care/{subscriberID}`: staff's read of a person's care record. Each read is audited on the
 * server, so it is made only when asked for (`enabled`) and never kept to be read again unasked.
 */
export function useStaffCare(subscriberID: string, enabled: boolean) {
  return useQuery({
    queryKey: [...careKey(subscriberID), 'staff'] as const,
    queryFn: ({ signal }) => call('GET /care/:subscriberID', { params: { subscriberID } }, { signal }),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    // The panel asking shows the failure where it was asked.
    meta: { silent: true },
  });
}
