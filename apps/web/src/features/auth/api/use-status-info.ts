import { useQuery } from '@tanstack/react-query';
import type { UserStatusInfoResponse } from '@fieldhouse/contract';
import { api } from '../../../lib/api.ts';

/** `POST subscriber/userstatusInfo`: the caller's status and next step, checked now and then. */
export function useStatusInfo(refreshMs: number | false = false) {
  return useQuery({
    queryKey: ['status-info'],
    queryFn: ({ signal }) =>
      api.post<UserStatusInfoResponse>('subscriber/userstatusInfo', { data: '' }, { signal }),
    refetchInterval: refreshMs,
    meta: { silent: true },
  });
}
