import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingFromResponse } from '@fieldhouse/contract';
import { api } from '../../../lib/api.ts';

/** `POST connections/pending-from`: the request from that person waiting for the caller, if any. */
export function usePendingFrom(fromId: string) {
  return useQuery({
    queryKey: ['connections', 'pending-from', fromId],
    queryFn: ({ signal }) =>
      api.post<PendingFromResponse>('connections/pending-from', { fromId }, { signal }),
    retry: false,
    meta: { silent: true },
  });
}

/** `POST connections/respond`: accept or decline; lists that show connections are read again. */
export function useRespondToConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { fromId: string; accept: boolean }) => api.post('connections/respond', answer),
    onSuccess: () => client.invalidateQueries({ queryKey: ['connections'] }),
    meta: { silent: true },
  });
}
