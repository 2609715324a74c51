import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DataTable, type DataColumn, type SortProps } from '../../../ui/data-table/index.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { Money } from './money.tsx';

type InvoiceTableProps = {
  rows: InvoiceSummary[];
  label: string;
  /** Fewer columns, for a narrow place (a subscriber record's tab): no issue day. */
  compact?: boolean;
  stale?: boolean;
  /** Ordered on the server by the number, due and balance headers (the staff's list). */
  sort?: SortProps;
};

/** Invoices as a table for staff (a list, a subscriber's record): each number opens its page. */
export function InvoiceTable({ rows, label, compact = false, stale, sort }: InvoiceTableProps) {
  const { t } = useT();
  const columns: DataColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('payment.column.number'),
      sortKey: 'number',
      phone: 'title',
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/payment/invoices/${r.number}`} fw={600}>
          <bdi>{r.number}</bdi>
        </Anchor>
      ),
    },
    {
      key: 'subscriber',
      header: t('payment.column.subscriber'),
      phone: 'labelled',
      cell: (r) => (
        <>
          {r.subscriber.full_name}
          {r.payer.subscriberID !== r.subscriber.subscriberID && (
            <Text size="xs" c="dimmed">
              {t('payment.column.payer')}: {r.payer.full_name}
            </Text>
          )}
        </>
      ),
    },
    ...(compact
      ? []
      : [
          {
            key: 'issued',
            header: t('payment.column.issued'),
            phone: 'labelled',
            nowrap: true,
            visibleFrom: 'md',
            cell: (r) => <bdi>{formatDate(r.issuedOn)}</bdi>,
          } satisfies DataColumn<InvoiceSummary>,
        ]),
    {
      key: 'due',
      header: t('payment.column.due'),
      sortKey: 'due',
      phone: 'labelled',
      nowrap: true,
      cell: (r) => <bdi>{formatDate(r.dueOn)}</bdi>,
    },
    {
      key: 'status',
      header: t('payment.column.status'),
      phone: 'aside',
      cell: (r) => <InvoiceStatusBadge status={r.status} />,
    },
    {
      key: 'total',
      header: t('payment.column.total'),
      phone: 'labelled',
      alignEnd: true,
      cell: (r) => <Money minor={r.totals.totalMinor} currency={r.currency} />,
    },
    {
      key: 'balance',
      header: t('payment.column.balance'),
      sortKey: 'balance',
      phone: 'labelled',
      alignEnd: true,
      cell: (r) => <Money minor={r.totals.balanceMinor} currency={r.currency} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.number}
      columns={columns}
      label={label}
      minWidth={compact ? 560 : 760}
      verticalSpacing="xs"
      stale={stale}
      sort={sort}
    />
  );
}
