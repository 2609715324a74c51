import { useQuery } from '@tanstack/react-query';
import { EVENT_PAGE_MAX, MASTER_PAGE_MAX } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** The plans an invoice line may bill (master data, active ones). */
export function usePlans() {
  return useQuery({
    queryKey: ['payment', 'line-plans'],
    queryFn: ({ signal }) => call('GET /master/plans', { query: { limit: MASTER_PAGE_MAX } }, { signal }),
    select: (response) => response.items,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** The events not yet over, whose fee an invoice line may bill. */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: ['payment', 'line-events'],
    queryFn: ({ signal }) =>
      call('GET /events', { query: { when: 'upcoming', limit: EVENT_PAGE_MAX } }, { signal }),
    select: (response) => response.items,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/**
 * People found by part of a name or user name or by number, for choosing whom an invoice is for:
 * the payment area's own search (payment.issue), so issuing needs no access to the directory.
 */
export function useSubscriberSearch(q: string) {
  return useQuery({
    queryKey: ['payment', 'subscriber-search', q],
    queryFn: ({ signal }) => call('GET /payment/payers', { query: { q } }, { signal }),
    select: (response) => response.items,
    enabled: q !== '',
    meta: { silent: true },
  });
}
