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

/**
 * A write that moves money: one Idempotency-Key per submitted form, kept when the same form is
 * sent again after a failure, so the server acts once; the invoice it answers is shown at once.
 */
function useMoneyWrite<Body, Answer extends { invoice: { number: string } }>(
  send: (body: Body, headers: Record<string, string>) => Promise<Answer>,
) {
  const written = useInvoiceWritten();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: Body) => send(body, key.headersFor(body)),
    onSuccess: (response) => {
      key.done();
      written(response.invoice, response);
    },
    meta: { silent: true },
  });
}

/** Issues an invoice. */
export const useIssueInvoice = () =>
  useMoneyWrite((body: InvoiceIssue, headers) => call('POST /payment/invoices', { body }, { headers }));

/** Records a payment at the desk. */
export const useTakePayment = (number: string) =>
  useMoneyWrite((body: PaymentRequest, headers) =>
    call('POST /payment/invoices/:number/payments', { params: { number }, body }, { headers }),
  );

/** Gives money back, whole or part, with a reason. */
export const useRefund = (number: string) =>
  useMoneyWrite((body: RefundRequest, headers) =>
    call('POST /payment/invoices/:number/refunds', { params: { number }, body }, { headers }),
  );

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
