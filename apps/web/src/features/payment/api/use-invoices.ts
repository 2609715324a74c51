import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FamilyDiscount,
  InvoiceIssue,
  InvoiceListQuery,
  PaymentRequest,
  RefundRequest,
} from '@fieldhouse/contract';
import { call } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';

const invoicesKey = ['payment', 'invoices'] as const;

/** `GET payment/invoices`: a page of invoices for the filters and cursor in the URL (or one subscriber's). */
export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: [...invoicesKey, query],
    queryFn: ({ signal }) => call('GET /payment/invoices', { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** `GET payment/invoices/:number`: lines, payments, refunds, totals and balance. */
export function useInvoice(number: string) {
  return useQuery({
    queryKey: ['payment', 'invoice', number],
    queryFn: ({ signal }) => call('GET /payment/invoices/:number', { params: { number } }, { signal }),
    meta: { silent: true },
  });
}

/** After a write: the invoice answered is the one to show, and every list may have changed. */
function useInvoiceWritten() {
  const client = useQueryClient();
  return (invoice: { number: string }, response: unknown) => {
    client.setQueryData(['payment', 'invoice', invoice.number], response);
    void client.invalidateQueries({ queryKey: invoicesKey });
    void client.invalidateQueries({ queryKey: ['payment', 'balances'] });
  };
}

/** Issues an invoice; the same form sent again after a failure carries the same Idempotency-Key. */
export function useIssueInvoice() {
  const written = useInvoiceWritten();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: InvoiceIssue) =>
      call('POST /payment/invoices', { body }, { headers: key.headersFor(body) }),
    onSuccess: (response) => {
      key.done();
      written(response.invoice, response);
    },
    meta: { silent: true },
  });
}

/** Records a payment at the desk (one key per submitted form, kept across its retries). */
export function useTakePayment(number: string) {
  const written = useInvoiceWritten();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: PaymentRequest) =>
      call(
        'POST /payment/invoices/:number/payments',
        { params: { number }, body },
        { headers: key.headersFor(body) },
      ),
    onSuccess: (response) => {
      key.done();
      written(response.invoice, response);
    },
    meta: { silent: true },
  });
}

/** Gives money back, whole or part, with a reason (one key per submitted form). */
export function useRefund(number: string) {
  const written = useInvoiceWritten();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      call(
        'POST /payment/invoices/:number/refunds',
        { params: { number }, body },
        { headers: key.headersFor(body) },
      ),
    onSuccess: (response) => {
      key.done();
      written(response.invoice, response);
    },
    meta: { silent: true },
  });
}

/** Voids an invoice that has no payments. */
export function useVoidInvoice(number: string) {
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: () => call('POST /payment/invoices/:number/void', { params: { number } }),
    onSuccess: (response) => written(response.invoice, response),
    meta: { silent: true },
  });
}

/** `GET payment/family-discount`: the rule, off or a percent from the n-th child. */
export function useFamilyDiscount() {
  return useQuery({
    queryKey: ['payment', 'family-discount'],
    queryFn: ({ signal }) => call('GET /payment/family-discount', {}, { signal }),
    select: (response) => response.familyDiscount,
    meta: { silent: true },
  });
}

export function useSetFamilyDiscount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyDiscount) => call('PUT /payment/family-discount', { body }),
    onSuccess: (response) => client.setQueryData(['payment', 'family-discount'], response),
    meta: { silent: true },
  });
}
