import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { CursorListCard } from '../../ui/cursor-list-card.tsx';
import { useInvoices } from './api/use-invoices.ts';
import { InvoiceTable } from './components/invoice-table.tsx';

/**
 * A subscriber record's "Payments" tab: the invoices for that person and those they pay (a
 * parent's children's), newest first, paged on the server.
 */
export function SubscriberPayments({ subscriberID }: { subscriberID: string }) {
  const { t } = useT();
  const [cursor, setCursor] = useState<string | null>(null);
  const list = useInvoices({ subscriberID, ...(cursor ? { cursor } : {}) });
  const mayIssue = useCan('payment.issue');
  return (
    <CursorListCard
      heading={
        <Text fw={600} component="h2" size="md">
          {t('payment.subscriberTab.heading')}
        </Text>
      }
      tools={
        mayIssue && (
          <Button
            component={Link}
            to={`/payment/new?subscriberID=${encodeURIComponent(subscriberID)}`}
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('payment.subscriberTab.issue')}
          </Button>
        )
      }
      filters={null}
      list={list}
      texts={{
        loading: t('payment.loading'),
        failed: t('payment.failed'),
        empty: t('payment.subscriberTab.empty'),
        emptyHint: '',
        pages: t('payment.pages'),
        first: t('payment.first'),
        next: t('payment.next'),
      }}
      paged={cursor !== null}
      onPage={setCursor}
    >
      {(items) => (
        <InvoiceTable rows={items} label={t('payment.table')} compact stale={list.isPlaceholderData} />
      )}
    </CursorListCard>
  );
}
