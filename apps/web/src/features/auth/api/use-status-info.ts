import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { STATUS_INFO_KEY } from '../../../lib/live/apply-live-message.ts';

/** `POST subscriber/userstatusInfo`: the caller's status and next step; a notification (live) or the interval checks it again. */
export function useStatusInfo(refreshMs: number | false = false) {
  return useQuery({
    queryKey: STATUS_INFO_KEY,
    queryFn: ({ signal }) => call('POST /subscriber/userstatusInfo', { body: { data: '' } }, { signal }),
    refetchInterval: refreshMs,
    meta: { silent: true },
  });
}
