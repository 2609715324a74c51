import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download } from '../api.ts';
import { call } from '../api.ts';
import { deletionsKey } from './notifications.ts';

/*
 * A person's data rights (the data download and the request to delete the account), on their own
 * profile or, with `childId`, on their child's page (a parent).
 */

const deletionKey = (childId: string | undefined) => [...deletionsKey, childId ?? 'self'] as const;

/** The ZIP of the data, saved by the browser; `{ queued }` when a job makes it and a notification brings the link. */
export function useDataDownload(childId?: string) {
  return useMutation({
    mutationFn: () =>
      childId === undefined
        ? download('GET /profile/export', {})
        : download('GET /family/children/:childId/export', { params: { childId } }),
    // The card says what went wrong beside its button.
    meta: { silent: true },
  });
}

/** The newest request to delete the account, if any. */
export function useDeletionState(childId?: string) {
  return useQuery({
    queryKey: deletionKey(childId),
    queryFn: ({ signal }) =>
      childId === undefined
        ? call('GET /profile/deletion', {}, { signal })
        : call('GET /family/children/:childId/deletion', { params: { childId } }, { signal }),
    meta: { silent: true },
  });
}

/** Asks staff to delete the account; the state is read again afterwards. */
export function useAskDeletion(childId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      childId === undefined
        ? call('POST /profile/deletion')
        : call('POST /family/children/:childId/deletion', { params: { childId } }),
    onSuccess: (answer) =>
      client.setQueryData(deletionKey(childId), { status: '200' as const, request: answer.request }),
    meta: { silent: true },
  });
}
