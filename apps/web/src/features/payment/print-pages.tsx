import { Button, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useOrganisationSettings } from '../../lib/queries/settings.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useInvoice } from './api/use-invoices.ts';
import { useMyInvoice } from './api/use-my-payments.ts';
import { PrintableInvoice } from './components/printable-invoice.tsx';
import classes from './payment.module.css';

function Back({ to }: { to: string }) {
  const { t } = useT();
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      size="xs"
      mb="md"
      className={classes.noPrint}
      leftSection={<IconArrowLeft size={14} aria-hidden className={classes.back} />}
    >
      {t('invoice.print.back')}
    </Button>
  );
}

/** /payment/invoices/{number}/print: staff's printable invoice and receipt. */
export function StaffPrintPage() {
  const { t } = useT();
  const { number = '' } = useParams();
  const invoice = useInvoice(number);
  const settings = useOrganisationSettings();
  const failed = invoice.error ?? settings.error;
  return (
    <>
      <Back to={`/payment/invoices/${number}`} />
      {failed && (
        <QueryError
          title={t('invoice.loadFailed')}
          error={failed}
          onRetry={() => void Promise.all([invoice.refetch(), settings.refetch()])}
          retrying={invoice.isFetching || settings.isFetching}
        />
      )}
      {(invoice.isPending || settings.isPending) && !failed && <Skeleton height={600} radius="md" />}
      {invoice.data && settings.data && (
        <PrintableInvoice invoice={invoice.data.invoice} issuer={settings.data} />
      )}
    </>
  );
}

/** /my/payments/{number}: the family's printable invoice and receipt. */
export function MyPrintPage() {
  const { t } = useT();
  const { number = '' } = useParams();
  const mine = useMyInvoice(number);
  return (
    <>
      <Back to="/my/payments" />
      {mine.isError && (
        <QueryError
          title={t('invoice.loadFailed')}
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      )}
      {mine.isPending && <Skeleton height={600} radius="md" />}
      {mine.data && <PrintableInvoice invoice={mine.data.invoice} issuer={mine.data.organisation} />}
    </>
  );
}
