import { Button, Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { Money } from './money.tsx';
import { refundable } from './refund-dialog.tsx';

type InvoicePaymentsProps = {
  invoice: InvoiceDetail;
  /** Refunds may be given from here (the caller holds `payment.refund`). */
  onRefund?: (paymentId: number) => void;
};

/** The payments taken on an invoice and the refunds given, each with its date and how. */
export function InvoicePayments({ invoice, onRefund }: InvoicePaymentsProps) {
  const { t } = useT();
  const { currency } = invoice;
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
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t('invoice.payments.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoice.payments.date')}</Table.Th>
                  <Table.Th>{t('invoice.payments.method')}</Table.Th>
                  <Table.Th ta="end">{t('invoice.payments.amount')}</Table.Th>
                  <Table.Th>{t('invoice.payments.note')}</Table.Th>
                  {onRefund && (
                    <Table.Th>
                      <VisuallyHidden>{t('invoice.payments.refund')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <bdi>{formatDate(p.paidOn)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      {t(`payment.method.${p.method}`)}
                      {p.providerPaymentId && (
                        <Text size="xs" c="dimmed">
                          {t('invoice.payments.providerReference')} <bdi>{p.providerPaymentId}</bdi>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="end">
                      <Money minor={p.amountMinor} currency={currency} />
                    </Table.Td>
                    <Table.Td>{p.note}</Table.Td>
                    {onRefund && (
                      <Table.Td ta="end">
                        {refundable(invoice, p.id) > 0 && (
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
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {invoice.refunds.length > 0 && (
          <>
            <Title order={3} size="h5">
              {t('invoice.refunds.heading')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" aria-label={t('invoice.refunds.table')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoice.refunds.date')}</Table.Th>
                    <Table.Th ta="end">{t('invoice.refunds.amount')}</Table.Th>
                    <Table.Th>{t('invoice.refunds.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.refunds.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <bdi>{formatDate(r.recordedAt)}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Money minor={r.amountMinor} currency={currency} />
                      </Table.Td>
                      <Table.Td>{r.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
