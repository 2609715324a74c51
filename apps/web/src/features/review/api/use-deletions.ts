import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletionDecisionRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

export const DELETIONS_PAGE_SIZE = 25;
const deletionsKey = ['review', 'deletions'] as const;

/** `GET review/deletions`: requests to delete an account waiting for staff, oldest first, a page at a time. */
export function useDeletionRequests(page: number) {
  return useQuery({
    queryKey: [...deletionsKey, page],
    queryFn: ({ signal }) =>
      call('GET /review/deletions', { query: { page, pageSize: DELETIONS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

type Decision = DeletionDecisionRequest & { requestID: string };

/** `POST review/deletions/:id/decision`; the list is read again afterwards. */
export function useDecideDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestID, ...body }: Decision) =>
      call('POST /review/deletions/:requestID/decision', { params: { requestID }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: deletionsKey }),
    meta: { silent: true },
  });
}
