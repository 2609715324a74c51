import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

export const OUTBOX_PAGE_SIZE = 25;
// New codes arrive while someone watches the page (e.g. helping a subscriber sign up).
const OUTBOX_REFRESH_MS = 15_000;

/** `GET sms/outbox`: every text message, newest first, one page at a time. */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['sms', 'outbox', page],
    queryFn: ({ signal }) =>
      call('GET /sms/outbox', { query: { page, pageSize: OUTBOX_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: OUTBOX_REFRESH_MS,
    meta: { silent: true },
  });
}
