import { Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { CursorListCard } from '../../../ui/cursor-list-card.tsx';
import { useInvoices } from '../api/use-invoices.ts';
import { useInvoiceParams } from '../use-invoice-params.ts';
import { InvoiceFilters } from './invoice-filters.tsx';
import { InvoiceTable } from './invoice-table.tsx';

/** The server's own order, newest first, kept out of the URL. */
const DEFAULT_SORT = '-number';

/** Every invoice, newest first unless ordered otherwise: searched, filtered, ordered and paged on the server. */
export function InvoicesCard() {
  const { t } = useT();
  const { query, invalid, change } = useInvoiceParams();
  const list = useInvoices(query);
  return (
    <CursorListCard
      heading={
        <Text fw={600} component="h2" size="md" id="invoices-title">
          {t('payment.heading')}
        </Text>
      }
      filters={<InvoiceFilters query={query} change={change} />}
      address={{ query, invalid, change }}
      list={list}
      texts={{
        loading: t('payment.loading'),
        failed: t('payment.failed'),
        empty: t('payment.empty'),
        emptyHint: t('payment.emptyHint'),
        pages: t('payment.pages'),
        first: t('payment.first'),
        next: t('payment.next'),
      }}
      paged={Boolean(query.cursor)}
      onPage={(cursor) => change({ cursor })}
    >
      {(items) => (
        <InvoiceTable
          rows={items}
          label={t('payment.table')}
          stale={list.isPlaceholderData}
          sort={{
            value: query.sort ?? DEFAULT_SORT,
            onChange: (sort) => change({ sort: sort === DEFAULT_SORT ? null : sort }),
          }}
        />
      )}
    </CursorListCard>
  );
}
