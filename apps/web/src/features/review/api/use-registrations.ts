import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

export const REVIEW_PAGE_SIZE = 25;
const registrationsKey = ['review', 'registrations'] as const;

/** `GET review/registrations`: accounts at status 3, oldest first, one page at a time. */
export function useRegistrations(page: number) {
  return useQuery({
    queryKey: [...registrationsKey, page],
    queryFn: ({ signal }) =>
      call('GET /review/registrations', { query: { page, pageSize: REVIEW_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

type Decision = ReviewDecisionRequest & { subscriberID: string };

/** `POST review/registrations/:id/decision`; the list is read again afterwards. */
export function useDecideRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriberID, ...body }: Decision) =>
      call('POST /review/registrations/:subscriberID/decision', { params: { subscriberID }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: registrationsKey }),
    meta: { silent: true },
  });
}
