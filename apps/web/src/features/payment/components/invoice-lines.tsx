import { Table, Text } from '@mantine/core';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { Money } from './money.tsx';

/** An invoice's lines and, under them, its totals down to the balance: the same on screen and on paper. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useT();
  const { totals, currency } = invoice;
  const discountLabel =
    [
      invoice.discount && t('invoice.totals.discountReason', { reason: invoice.discount.reason }),
      invoice.familyDiscountPercent !== null &&
        t('invoice.totals.familyDiscount', { percent: formatCount(invoice.familyDiscountPercent) }),
    ]
      .filter(Boolean)
      .join(' · ') || t('invoice.totals.discount');
  // Label, sum (what is taken off is negative), and whether it is a figure that counts.
  const sums: (readonly [string, number, boolean])[] = [
    [t('invoice.totals.subtotal'), totals.subtotalMinor, false],
    ...(totals.discountMinor > 0 ? [[discountLabel, -totals.discountMinor, false] as const] : []),
    [t('invoice.totals.total'), totals.totalMinor, true],
    ...(totals.paidMinor > 0 ? [[t('invoice.totals.paid'), -totals.paidMinor, false] as const] : []),
    ...(totals.refundedMinor > 0
      ? [[t('invoice.totals.refunded'), totals.refundedMinor, false] as const]
      : []),
    [t('invoice.totals.balance'), totals.balanceMinor, true],
  ];
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" aria-label={t('invoice.lines.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoice.lines.description')}</Table.Th>
            <Table.Th ta="end">{t('invoice.lines.quantity')}</Table.Th>
            <Table.Th ta="end">{t('invoice.lines.unit')}</Table.Th>
            <Table.Th ta="end">{t('invoice.lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                {line.description}
                <Text size="xs" c="dimmed">
                  {t(`payment.lineKind.${line.kind}`)}
                  {line.periodStart &&
                    ` · ${t('invoice.lines.period', { day: formatDate(line.periodStart) })}`}
                </Text>
              </Table.Td>
              <Table.Td ta="end">{formatCount(line.quantity)}</Table.Td>
              <Table.Td ta="end">
                <Money minor={line.unitMinor} currency={currency} />
              </Table.Td>
              <Table.Td ta="end">
                <Money minor={line.amountMinor} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {sums.map(([label, minor, strong]) => (
            <Table.Tr key={label}>
              <Table.Th colSpan={3} ta="end" fw={strong ? 700 : 500}>
                {label}
              </Table.Th>
              <Table.Td ta="end" fw={strong ? 700 : undefined}>
                <Money minor={minor} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
