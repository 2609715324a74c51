import { Button, Card, Divider, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { InvoiceDetail } from '@fieldhouse/contract';
import { avatarUrl } from '../../../lib/avatar.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import classes from '../payment.module.css';
import { InvoiceLines } from './invoice-lines.tsx';
import { Money } from './money.tsx';

/** What a printed invoice carries of the organisation. */
export type InvoiceIssuer = { name: string; logo: string | null; address: string; taxNumber: string };

/**
 * An invoice as it is printed: the organisation's name, logo, address and tax number, whom it is
 * for, its lines and totals, and the payments taken (a receipt once paid). The console's menu and
 * header, and the print button, stay off the paper (payment.module.css).
 */
export function PrintableInvoice({ invoice, issuer }: { invoice: InvoiceDetail; issuer: InvoiceIssuer }) {
  const { t } = useT();
  const logo = issuer.logo ? avatarUrl(issuer.logo, '') : null;
  const kind = invoice.status === 'paid' ? t('invoice.print.receipt') : t('invoice.print.invoice');
  return (
    <Stack gap="md" data-printable>
      <Group justify="flex-end" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('invoice.print.print')}
        </Button>
      </Group>
      <Card
        component="article"
        className={classes.sheet}
        aria-labelledby="printed-title"
        p={{ base: 'sm', sm: 'xl' }}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              {logo && <Image src={logo} alt="" h={56} w="auto" fit="contain" />}
              <Text fw={700} size="lg">
                {issuer.name}
              </Text>
              {issuer.address && (
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                  {issuer.address}
                </Text>
              )}
              {issuer.taxNumber && (
                <Text size="sm">{t('invoice.print.taxNumber', { number: issuer.taxNumber })}</Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Title order={1} size="h2" id="printed-title">
                {kind} <bdi>{invoice.number}</bdi>
              </Title>
              <Text size="sm">
                {t('invoice.issued')}: <bdi>{formatDate(invoice.issuedOn)}</bdi>
              </Text>
              <Text size="sm">
                {t('invoice.due')}: <bdi>{formatDate(invoice.dueOn)}</bdi>
              </Text>
              <Text size="sm">
                {t('invoice.status')}: {t(`payment.status.${invoice.status}`)}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={2}>
            <div>
              <Text size="sm" c="dimmed">
                {t('invoice.print.billTo')}
              </Text>
              <Text fw={600}>{invoice.payer.full_name}</Text>
              {invoice.payer.subscriberID !== invoice.subscriber.subscriberID && (
                <Text size="sm">{t('invoice.print.forPerson', { name: invoice.subscriber.full_name })}</Text>
              )}
            </div>
          </SimpleGrid>
          <div className={classes.figures}>
            <InvoiceLines invoice={invoice} />
          </div>
          {invoice.payments.length > 0 && (
            <>
              <Divider />
              <Title order={2} size="h4">
                {t('invoice.payments.heading')}
              </Title>
              <Table verticalSpacing={4} aria-label={t('invoice.payments.table')} className={classes.figures}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoice.payments.date')}</Table.Th>
                    <Table.Th>{t('invoice.payments.method')}</Table.Th>
                    <Table.Th ta="end">{t('invoice.payments.amount')}</Table.Th>
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
                        <Money minor={p.amountMinor} currency={invoice.currency} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
          {invoice.status === 'paid' && <Text fw={500}>{t('invoice.print.thanks')}</Text>}
        </Stack>
      </Card>
    </Stack>
  );
}
