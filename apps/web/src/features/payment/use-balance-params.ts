import { balanceQuerySchema, type BalanceQuery } from '@fieldhouse/contract';
import { useUrlQuery, type UrlQueryShape } from '../../lib/use-url-query.ts';

/** The URL keys the balances list keeps its view in (beside `tab=balances`). */
const KEYS = ['sort', 'cursor'] as const;

// Checked as the server checks them, so a mistyped link shows the default rather than an error.
const SHAPE: UrlQueryShape<(typeof KEYS)[number]> = balanceQuerySchema.shape;

/** The balances list's query as the URL holds it, what it could not take, and a way to change it. */
export function useBalanceParams() {
  const { query, invalid, change } = useUrlQuery(KEYS, SHAPE);
  return { query: query as BalanceQuery, invalid, change };
}
