import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** `GET profile/payments`: the caller's invoices and, for a parent, each child's, with payments. */
export function useMyPayments() {
  return useQuery({
    queryKey: ['payment', 'mine'],
    queryFn: ({ signal }) => call('GET /profile/payments', {}, { signal }),
    meta: { silent: true },
  });
}

/** `GET profile/invoices/:number`: one of the family's invoices to print, with the organisation's details. */
export function useMyInvoice(number: string) {
  return useQuery({
    queryKey: ['payment', 'mine', number],
    queryFn: ({ signal }) => call('GET /profile/invoices/:number', { params: { number } }, { signal }),
    meta: { silent: true },
  });
}
