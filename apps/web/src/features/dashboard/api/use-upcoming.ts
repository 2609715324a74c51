import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET dashboard/upcoming: the next events with their places, and the next fixtures (event.view). */
export function useUpcoming() {
  return useQuery({
    queryKey: ['dashboard', 'upcoming'],
    queryFn: ({ signal }) => call('GET /dashboard/upcoming', {}, { signal }),
    staleTime: 60_000,
    // Each card says what failed, in place of its list.
    meta: { silent: true },
  });
}
