import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BalanceQuery } from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';

/** `GET payment/balances`: a page of what each payer owes, in the order and at the cursor in the URL. */
export function useBalances(query: BalanceQuery) {
  return useQuery({
    // Under the key a money write refreshes (use-invoices.ts).
    queryKey: ['payment', 'balances', query],
    queryFn: ({ signal }) => call('GET /payment/balances', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
