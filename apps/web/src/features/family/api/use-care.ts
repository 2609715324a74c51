import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareRequest } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { careKey } from '../../../lib/queries/care.ts';

const childCareKey = (childId: string) => [...careKey(childId), 'family'] as const;

/** `GET family/children/{childId}/care`: the child's record as their parent keeps it. */
export const useChildCare = (childId: string) =>
  useQuery({
    queryKey: childCareKey(childId),
    queryFn: ({ signal }) => call('GET /family/children/:childId/care', { params: { childId } }, { signal }),
    retry: false,
    // The card says why it cannot show it.
    meta: { silent: true },
  });

/** `PUT family/children/{childId}/care`: the whole record; the card takes the answer at once. */
export function useKeepChildCare(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CareRequest) =>
      call('PUT /family/children/:childId/care', { params: { childId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(childCareKey(childId), answer),
    // The form shows the failure beside its fields.
    meta: { silent: true },
  });
}
