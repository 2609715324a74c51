import { Anchor, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyPaymentsResponse } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatMoney } from '../../lib/money.ts';
import { useSession } from '../../lib/use-session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useMyPayments } from './api/use-my-payments.ts';
import { InvoiceStatusBadge } from './components/invoice-status-badge.tsx';
import { Money } from './components/money.tsx';

type MyInvoice = MyPaymentsResponse['invoices'][number];

/** /my/payments: the person's invoices and, for a parent, each child's: due, paid, overdue, and each payment. */
export function MyPaymentsPage() {
  const { t } = useT();
  const mine = useMyPayments();
  return (
    <>
      <PageTitle title={t('myPayments.title')} description={t('myPayments.description')} />
      {mine.isError && (
        <QueryError
          title={t('myPayments.loadFailed')}
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      )}
      {mine.isPending && <Skeleton height={320} radius="md" />}
      {mine.data && (
        <Stack gap="md">
          <DueCard due={mine.data.due} />
          {mine.data.invoices.length === 0 ? (
            <Text c="dimmed">{t('myPayments.empty')}</Text>
          ) : (
            <Stack
              component="ul"
              gap="md"
              p={0}
              m={0}
              aria-label={t('myPayments.list')}
              style={{ listStyle: 'none' }}
            >
              {mine.data.invoices.map((invoice) => (
                <InvoiceCard key={invoice.number} invoice={invoice} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}

function DueCard({ due }: { due: MyPaymentsResponse['due'] }) {
  const { t } = useT();
  const owing = due.filter((d) => d.dueMinor > 0);
  return (
    <Card component="section" aria-label={t('myPayments.due')}>
      {owing.length === 0 ? (
        <Text fw={500}>{t('myPayments.nothingDue')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {owing.map((d) => (
            <Group key={d.currency} gap="xl">
              <div>
                <Text size="sm" c="dimmed">
                  {t('myPayments.due')}
                </Text>
                <Text fz={24} fw={700}>
                  <Money minor={d.dueMinor} currency={d.currency} />
                </Text>
              </div>
              {d.overdueMinor > 0 && (
                <div>
                  <Text size="sm" c="dimmed">
                    {t('myPayments.overdue')}
                  </Text>
                  <Text fz={24} fw={700}>
                    <Money minor={d.overdueMinor} currency={d.currency} />
                  </Text>
                </div>
              )}
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

function InvoiceCard({ invoice }: { invoice: MyInvoice }) {
  const { t } = useT();
  const { subscriberID } = useSession();
  const { currency } = invoice;
  const money = (minor: number) => formatMoney(minor, currency);
  const headingId = `my-invoice-${invoice.number}`;
  return (
    <Card component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              <bdi>{invoice.number}</bdi>
            </Title>
            {String(invoice.subscriber.subscriberID) !== String(subscriberID) && (
              <Text size="sm">{t('myPayments.forPerson', { name: invoice.subscriber.full_name })}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t('myPayments.dueOn', { day: formatDate(invoice.dueOn) })}
            </Text>
          </div>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Group gap="xl">
          <div>
            <Text size="sm" c="dimmed">
              {t('myPayments.total')}
            </Text>
            <Text fw={600}>
              <Money minor={invoice.totals.totalMinor} currency={currency} />
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('myPayments.balance')}
            </Text>
            <Text fw={600}>
              <Money minor={invoice.totals.balanceMinor} currency={currency} />
            </Text>
          </div>
        </Group>
        {(invoice.payments.length > 0 || invoice.refunds.length > 0) && (
          <List size="sm" aria-label={t('myPayments.paymentsOf', { number: invoice.number })}>
            {invoice.payments.map((p) => (
              <List.Item key={`p${p.id}`}>
                {t('myPayments.paid', {
                  amount: money(p.amountMinor),
                  method: t(`payment.method.${p.method}`),
                  day: formatDate(p.paidOn),
                })}
              </List.Item>
            ))}
            {invoice.refunds.map((r) => (
              <List.Item key={`r${r.id}`}>
                {t('myPayments.refunded', {
                  amount: money(r.amountMinor),
                  day: formatDate(r.recordedAt),
                  reason: r.byProvider ? t('invoice.refunds.byProvider') : r.reason,
                })}
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Anchor
            component={Link}
            to={`/my/payments/${invoice.number}`}
            size="sm"
            aria-label={t('myPayments.openOf', { number: invoice.number })}
          >
            <Group gap={4} component="span">
              <IconReceipt size={16} aria-hidden />
              {t('myPayments.open')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
