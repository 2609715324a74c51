import { useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';

/** `GET staff` by name, for a choice of staff (a team's coaches); typing narrows it on the server. */
export function useStaffChoices(q: string, enabled = true) {
  return useQuery({
    queryKey: ['staff', 'choices', q],
    queryFn: ({ signal }) => call('GET /staff', { query: { q: q || undefined, limit: 50 } }, { signal }),
    enabled,
    meta: { silent: true },
  });
}
