import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET dashboard/analytics; only the analytics page asks, and only callers granted it see that page. */
export function useAnalytics() {
  return useQuery({
    queryKey: ['dashboard', 'analytics'],
    queryFn: ({ signal }) => call('GET /dashboard/analytics', {}, { signal }),
    staleTime: 60_000,
    // The page says what failed: in place of the cards, or above them when a reload fails.
    meta: { silent: true },
  });
}
