import { invoiceListQuerySchema, type InvoiceListQuery } from '@fieldhouse/contract';
import { useUrlQuery, type UrlQueryChange, type UrlQueryShape } from '../../lib/use-url-query.ts';

/** The URL keys the invoices list keeps its view in. */
const KEYS = ['q', 'status', 'sort', 'cursor'] as const;

// Checked as the server checks them, so a mistyped link shows the default rather than an error.
const SHAPE: UrlQueryShape<(typeof KEYS)[number]> = invoiceListQuerySchema.shape;

/** The invoices list's query as the URL holds it, what it could not take, and a way to change it. */
export function useInvoiceParams() {
  const { query, invalid, change } = useUrlQuery(KEYS, SHAPE);
  return { query: query as InvoiceListQuery, invalid, change };
}

export type InvoiceListChange = UrlQueryChange<(typeof KEYS)[number]>;
