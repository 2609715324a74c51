import { useState, type ReactNode } from 'react';
import { Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { ConfirmDialog } from '../../ui/action-dialogs.tsx';
import { Alert } from '../../ui/alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useInvoice, useVoidInvoice } from './api/use-invoices.ts';
import { InvoiceLines } from './components/invoice-lines.tsx';
import { InvoicePayments } from './components/invoice-payments.tsx';
import { InvoiceStatusBadge } from './components/invoice-status-badge.tsx';
import { RefundDialog } from './components/refund-dialog.tsx';
import { TakePaymentDialog } from './components/take-payment-dialog.tsx';
import classes from './payment.module.css';

type Open = { kind: 'take' } | { kind: 'refund'; paymentId: number | null } | { kind: 'void' } | null;

/** /payment/invoices/{number}: an invoice for staff, with what their grants let them do to it. */
export function InvoicePage() {
  const { t } = useT();
  const { number = '' } = useParams();
  const invoice = useInvoice(number);
  return (
    <>
      <PageTitle
        title={t('invoice.title', { number })}
        actions={
          <Button
            component={Link}
            to="/payment"
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={14} aria-hidden className={classes.back} />}
          >
            {t('invoice.back')}
          </Button>
        }
      />
      {invoice.isError && (
        <QueryError
          title={t('invoice.loadFailed')}
          error={invoice.error}
          onRetry={() => void invoice.refetch()}
          retrying={invoice.isFetching}
        />
      )}
      {invoice.isPending && <Skeleton height={420} radius="md" />}
      {invoice.data && <InvoiceView invoice={invoice.data.invoice} />}
    </>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useT();
  const mayTake = useCan('payment.take');
  const mayRefund = useCan('payment.refund');
  const mayVoid = useCan('payment.issue');
  const voiding = useVoidInvoice(invoice.number);
  const [open, setOpen] = useState<Open>(null);
  // Just issued (the issue page came here): said once, like any other change.
  const issued = (useLocation().state as { issued?: boolean } | null)?.issued;
  const [done, setDone] = useState<string | null>(
    issued ? t('issueInvoice.issued', { number: invoice.number }) : null,
  );
  const close = () => setOpen(null);
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const isVoid = invoice.status === 'void';
  const paid = invoice.totals.paidMinor - invoice.totals.refundedMinor;
  const facts: [string, ReactNode][] = [
    [t('invoice.for'), invoice.subscriber.full_name],
    [t('invoice.payer'), invoice.payer.full_name],
    [t('invoice.issued'), <bdi key="issued">{formatDate(invoice.issuedOn)}</bdi>],
    [t('invoice.due'), <bdi key="due">{formatDate(invoice.dueOn)}</bdi>],
  ];

  return (
    <Stack gap="md">
      {done && (
        <Alert type="success" role="status" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Group gap="xs">
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.origin === 'event' && (
          <Text size="sm" c="dimmed">
            {t('invoice.fromEvent')}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        {mayTake && !isVoid && invoice.totals.balanceMinor > 0 && (
          <Button onClick={() => setOpen({ kind: 'take' })}>{t('invoice.actions.take')}</Button>
        )}
        {mayRefund && paid > 0 && (
          <Button variant="default" onClick={() => setOpen({ kind: 'refund', paymentId: null })}>
            {t('invoice.actions.refund')}
          </Button>
        )}
        {mayVoid && !isVoid && invoice.payments.length === 0 && (
          <Button variant="default" onClick={() => setOpen({ kind: 'void' })}>
            {t('invoice.actions.void')}
          </Button>
        )}
        {mayVoid && !isVoid && invoice.payments.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('invoice.actions.cannotVoid')}
          </Text>
        )}
        <Button
          component={Link}
          to={`/payment/invoices/${invoice.number}/print`}
          variant="subtle"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('invoice.actions.print')}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card component="section" aria-label={t('invoice.title', { number: invoice.number })}>
            <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm" component="dl" m={0}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} fw={500}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card component="section" aria-labelledby="invoice-lines-title">
              <Title order={2} size="h4" id="invoice-lines-title" mb="xs">
                {t('invoice.lines.heading')}
              </Title>
              <InvoiceLines invoice={invoice} />
            </Card>
            <InvoicePayments
              invoice={invoice}
              onRefund={mayRefund ? (paymentId) => setOpen({ kind: 'refund', paymentId }) : undefined}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {open?.kind === 'take' && (
        <TakePaymentDialog invoice={invoice} opened onClose={close} onDone={finish} />
      )}
      {open?.kind === 'refund' && (
        <RefundDialog invoice={invoice} paymentId={open.paymentId} opened onClose={close} onDone={finish} />
      )}
      <ConfirmDialog
        opened={open?.kind === 'void'}
        title={t('invoice.voiding.title', { number: invoice.number })}
        body={t('invoice.voiding.body')}
        submit={t('invoice.voiding.submit')}
        danger
        pending={voiding.isPending}
        error={voiding.error}
        onClose={() => {
          voiding.reset();
          close();
        }}
        onConfirm={() =>
          voiding.mutate(undefined, {
            onSuccess: () => finish(t('invoice.voiding.done', { number: invoice.number })),
          })
        }
      />
    </Stack>
  );
}
