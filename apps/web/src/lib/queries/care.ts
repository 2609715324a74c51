import { useQuery, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { CareRequest, CareResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';

/** A person's care record under their public id, however it is read (staff's, their parent's). */
export const careKey = (subscriberID: string) => ['care', subscriberID] as const;
/** One's own, read through `GET profile/care`. */
export const ownCareKey = ['care', 'own'] as const;
/** Every event's registration lists, whose people carry the medical flag. */
export const registrationsKey = ['events', 'registrations'] as const;

/** How a record is kept: the whole of it at once, answered with what was stored. */
export type KeepCare = UseMutationResult<CareResponse, Error, CareRequest>;

/**
 * `subscriberID`'s record changed (the live channel's `care`): whatever shows it reads it again —
 * an open family or profile card, an open medical dialog, the attendance page's flags.
 */
export function careChanged(client: QueryClient, subscriberID: string) {
  void client.invalidateQueries({ queryKey: careKey(subscriberID) });
  void client.invalidateQueries({ queryKey: ownCareKey });
  void client.invalidateQueries({ queryKey: registrationsKey });
}

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
