import { Group, Select } from '@mantine/core';
import { INVOICE_STATUSES, type InvoiceStatus } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { UrlTextFilter } from '../../../ui/url-text-filter.tsx';
import type { InvoiceListChange } from '../use-invoice-params.ts';

type InvoiceFiltersProps = {
  query: { q?: string; status?: InvoiceStatus };
  change: InvoiceListChange;
};

/** The invoices' search (number or name) and status filter, kept in the URL. */
export function InvoiceFilters({ query, change }: InvoiceFiltersProps) {
  const { t } = useT();
  return (
    <Group px="lg" pb="md" align="flex-end">
      <UrlTextFilter
        label={t('payment.search')}
        placeholder={t('payment.searchHint')}
        type="search"
        value={query.q}
        onSettle={(q) => change({ q }, { replace: true })}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('payment.filterStatus')}
        placeholder={t('payment.anyStatus')}
        data={INVOICE_STATUSES.map((value) => ({ value, label: t(`payment.status.${value}`) }))}
        value={query.status ?? null}
        onChange={(status) => change({ status })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}
