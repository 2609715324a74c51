import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { Money } from './money.tsx';
import { refundable } from './refund-dialog.tsx';

type Payment = InvoiceDetail['payments'][number];
type Refund = InvoiceDetail['refunds'][number];

type InvoicePaymentsProps = {
  invoice: InvoiceDetail;
  /** Refunds may be given from here (the caller holds `payment.refund`). */
  onRefund?: (paymentId: number) => void;
};

/** The payments taken on an invoice and the refunds given, each with its date and how. */
export function InvoicePayments({ invoice, onRefund }: InvoicePaymentsProps) {
  const { t } = useT();
  const { currency } = invoice;
  const paymentColumns: DataColumn<Payment>[] = [
    {
      key: 'date',
      header: t('invoice.payments.date'),
      phone: 'title',
      nowrap: true,
      cell: (p) => <bdi>{formatDate(p.paidOn)}</bdi>,
    },
    {
      key: 'method',
      header: t('invoice.payments.method'),
      cell: (p) => (
        <>
          {t(`payment.method.${p.method}`)}
          {p.providerPaymentId && (
            <Text size="xs" c="dimmed">
              {t('invoice.payments.providerReference')} <bdi>{p.providerPaymentId}</bdi>
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('invoice.payments.amount'),
      alignEnd: true,
      nowrap: true,
      cell: (p) => <Money minor={p.amountMinor} currency={currency} />,
    },
    { key: 'note', header: t('invoice.payments.note'), cell: (p) => p.note },
  ];
  if (onRefund) {
    paymentColumns.push({
      key: 'refund',
      header: t('invoice.payments.refund'),
      headerHidden: true,
      phone: 'line',
      alignEnd: true,
      cell: (p) =>
        refundable(invoice, p.id) > 0 && (
          <Button
            size="xs"
            variant="default"
            aria-label={t('invoice.payments.refundOf', {
              amount: formatMoney(p.amountMinor, currency),
              date: formatDate(p.paidOn),
            })}
            onClick={() => onRefund(p.id)}
          >
            {t('invoice.payments.refund')}
          </Button>
        ),
    });
  }
  const refundColumns: DataColumn<Refund>[] = [
    {
      key: 'date',
      header: t('invoice.refunds.date'),
      phone: 'title',
      nowrap: true,
      cell: (r) => <bdi>{formatDate(r.recordedAt)}</bdi>,
    },
    {
      key: 'amount',
      header: t('invoice.refunds.amount'),
      alignEnd: true,
      nowrap: true,
      cell: (r) => <Money minor={r.amountMinor} currency={currency} />,
    },
    {
      key: 'reason',
      header: t('invoice.refunds.reason'),
      cell: (r) => (r.byProvider ? t('invoice.refunds.byProvider') : r.reason),
    },
  ];
  return (
    <Card component="section" aria-labelledby="invoice-payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoice-payments-title">
          {t('invoice.payments.heading')}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('invoice.payments.none')}
          </Text>
        ) : (
          <DataTable
            rows={invoice.payments}
            rowKey={(p) => String(p.id)}
            columns={paymentColumns}
            label={t('invoice.payments.table')}
            minWidth={480}
            verticalSpacing="xs"
          />
        )}
        {invoice.refunds.length > 0 && (
          <>
            <Title order={3} size="h5">
              {t('invoice.refunds.heading')}
            </Title>
            <DataTable
              rows={invoice.refunds}
              rowKey={(r) => String(r.id)}
              columns={refundColumns}
              label={t('invoice.refunds.table')}
              minWidth={420}
              verticalSpacing="xs"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
