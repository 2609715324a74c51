import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BalanceRow } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount } from '../../../lib/money.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { CursorListCard } from '../../../ui/cursor-list-card.tsx';
import { DataTable, type DataColumn } from '../../../ui/data-table/index.ts';
import { ExportButton, ExportFailure } from '../../../ui/export-button.tsx';
import { useBalances } from '../api/use-balances.ts';
import { useBalanceParams } from '../use-balance-params.ts';
import { Money } from './money.tsx';

/** The server's own order, largest balance first, kept out of the URL. */
const DEFAULT_SORT = '-balance';

/** What each payer still owes: ordered and paged on the server, and downloaded whole as CSV. */
export function BalancesCard() {
  const { t } = useT();
  const { query, invalid, change } = useBalanceParams();
  const list = useBalances(query);
  const columns = useBalanceColumns();
  // Every row in the list's order, not only the page on screen; worded in the reader's language.
  const exported = useDownload('GET /payment/balances.csv', () => ({
    query: query.sort ? { sort: query.sort } : {},
  }));
  return (
    <CursorListCard
      heading={
        <Text fw={600} component="h2" size="md" id="balances-title">
          {t('payment.balances.heading')}
        </Text>
      }
      tools={<ExportButton download={exported} label={t('payment.balances.export')} />}
      notice={
        exported.error && (
          <ExportFailure
            download={exported}
            text={(message) => t('payment.balances.exportFailed', { message })}
          />
        )
      }
      filters={null}
      address={{ query, invalid, change }}
      list={list}
      texts={{
        loading: t('payment.balances.loading'),
        failed: t('payment.balances.failed'),
        empty: t('payment.balances.empty'),
        emptyHint: t('payment.balances.emptyHint'),
        pages: t('payment.balances.pages'),
        first: t('payment.first'),
        next: t('payment.next'),
      }}
      paged={Boolean(query.cursor)}
      onPage={(cursor) => change({ cursor })}
    >
      {(items) => (
        <DataTable
          rows={items}
          rowKey={(row) => row.payer.subscriberID}
          columns={columns}
          labelledBy="balances-title"
          minWidth={720}
          verticalSpacing="xs"
          sort={{
            value: query.sort ?? DEFAULT_SORT,
            onChange: (sort) => change({ sort: sort === DEFAULT_SORT ? null : sort }),
          }}
          stale={list.isPlaceholderData}
        />
      )}
    </CursorListCard>
  );
}

function useBalanceColumns(): DataColumn<BalanceRow>[] {
  const { t } = useT();
  return [
    {
      key: 'payer',
      header: t('payment.balances.column.payer'),
      sortKey: 'name',
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/subscriber/${row.payer.subscriberID}`} fw={600}>
          {row.payer.full_name}
        </Anchor>
      ),
    },
    {
      key: 'balance',
      header: t('payment.balances.column.balance'),
      sortKey: 'balance',
      phone: 'aside',
      alignEnd: true,
      cell: (row) => <Money minor={row.balanceMinor} currency={row.currency} />,
    },
    {
      key: 'overdue',
      header: t('payment.balances.column.overdue'),
      phone: 'labelled',
      alignEnd: true,
      cell: (row) => <Money minor={row.overdueMinor} currency={row.currency} />,
    },
    {
      key: 'invoices',
      header: t('payment.balances.column.invoices'),
      phone: 'labelled',
      alignEnd: true,
      cell: (row) => <bdi>{formatCount(row.invoices)}</bdi>,
    },
    {
      key: 'oldestDue',
      header: t('payment.balances.column.oldestDue'),
      sortKey: 'oldestDue',
      phone: 'labelled',
      nowrap: true,
      cell: (row) => <bdi>{formatDate(row.oldestDueOn)}</bdi>,
    },
  ];
}
