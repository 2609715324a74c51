import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareRequest, OwnCareResponse } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { ownCareKey } from '../../../lib/queries/care.ts';

/** `GET profile/care`: one's own record, and whether a parent keeps it. */
export const useOwnCare = () =>
  useQuery({
    queryKey: ownCareKey,
    queryFn: ({ signal }) => call('GET /profile/care', {}, { signal }),
    retry: false,
    // The card says why it cannot show it.
    meta: { silent: true },
  });

/** `PUT profile/care`: an adult keeps their own; the card takes the answer at once. */
export function useKeepOwnCare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CareRequest) => call('PUT /profile/care', { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData<OwnCareResponse>(ownCareKey, (old) => ({
        ...answer,
        keptByParent: old?.keptByParent ?? false,
      })),
    // The form shows the failure beside its fields.
    meta: { silent: true },
  });
}
