import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  INVOICE_LINES_MAX,
  INVOICE_TEXT_MAX,
  invoiceIssueSchema,
  type InvoiceIssue,
} from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { inputToMinor, minorToInput } from '../../lib/money.ts';
import { useOrganisationSettings } from '../../lib/queries/settings.ts';
import { schemaFieldErrors } from '../../lib/schema-field-errors.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useIssueInvoice } from './api/use-invoices.ts';
import { LineEditor, type LineDraft } from './components/line-editor.tsx';
import { Money } from './components/money.tsx';
import { MoneyInput } from './components/money-input.tsx';
import { SubscriberPicker } from './components/subscriber-picker.tsx';

type DiscountKind = 'none' | 'amount' | 'percent';
const DUE_IN_DAYS = 14;
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');
let nextKey = 0;
const newLine = (): LineDraft => ({
  key: nextKey++,
  kind: 'item',
  planId: null,
  periodStart: dayFromNow(0),
  eventId: null,
  description: '',
  quantity: 1,
  unit: '',
});

/** /payment/new: issue an invoice to a subscriber, the totals shown as it is typed. */
export function IssuePage() {
  const { t } = useT();
  const settings = useOrganisationSettings();
  return (
    <>
      <PageTitle title={t('issueInvoice.title')} description={t('issueInvoice.intro')} />
      {settings.data ? (
        <IssueForm currency={settings.data.currency} />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </>
  );
}

function IssueForm({ currency }: { currency: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const issue = useIssueInvoice();
  const [subscriberID, setSubscriberID] = useState<string | null>(params.get('subscriberID'));
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const [dueOn, setDueOn] = useState(() => dayFromNow(DUE_IN_DAYS));
  const [discountKind, setDiscountKind] = useState<DiscountKind>('none');
  const [discountValue, setDiscountValue] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});

  // What was typed, in minor units; a sum that cannot be read counts as nothing until it can.
  const amounts = lines.map(
    (line) => (inputToMinor(line.unit, currency) ?? 0) * (Number(line.quantity) || 0),
  );
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const off =
    discountKind === 'amount'
      ? (inputToMinor(String(discountValue), currency) ?? 0)
      : discountKind === 'percent'
        ? Math.round((subtotal * (Number(discountValue) || 0)) / 100)
        : 0;

  const request = (): { body: InvoiceIssue; typos: Record<string, string> } => {
    const typos: Record<string, string> = {};
    const example = minorToInput(1250, currency);
    const body: InvoiceIssue = {
      subscriberID: subscriberID ?? '',
      dueOn,
      lines: lines.map((line, i) => {
        const unitMinor = inputToMinor(line.unit, currency);
        if (unitMinor === null) typos[`lines.${i}.unitMinor`] = t('invoice.money.notASum', { example });
        const base = {
          description: line.description.trim(),
          quantity: Number(line.quantity),
          unitMinor: unitMinor ?? 0,
        };
        if (line.kind === 'plan')
          return { kind: 'plan', planId: Number(line.planId ?? 0), periodStart: line.periodStart, ...base };
        if (line.kind === 'event') return { kind: 'event', eventId: Number(line.eventId ?? 0), ...base };
        return { kind: 'item', ...base };
      }),
    };
    if (discountKind === 'amount') {
      const value = inputToMinor(String(discountValue), currency);
      if (value === null) typos['discount.value'] = t('invoice.money.notASum', { example });
      body.discount = { kind: 'amount', value: value ?? 0, reason: reason.trim() };
    }
    if (discountKind === 'percent')
      body.discount = { kind: 'percent', value: Number(discountValue), reason: reason.trim() };
    return { body, typos };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, typos } = request();
    const problems = { ...schemaFieldErrors(invoiceIssueSchema, body), ...typos };
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    issue.mutate(body, {
      onSuccess: ({ invoice }) =>
        void navigate(`/payment/invoices/${invoice.number}`, { state: { issued: true } }),
    });
  };

  const server = isApiError(issue.error) ? issue.error.fields : undefined;
  const errors = { ...checked, ...server };
  const setLine = (index: number) => (line: LineDraft) =>
    setLines(lines.map((l, i) => (i === index ? line : l)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card>
          <Group align="flex-start">
            <SubscriberPicker
              value={subscriberID}
              onChange={(id) => setSubscriberID(id)}
              error={errors.subscriberID}
            />
            <TextInput
              label={t('issueInvoice.dueOn')}
              type="date"
              value={dueOn}
              onChange={(event) => setDueOn(event.currentTarget.value)}
              error={errors.dueOn}
              w={{ base: '100%', sm: 180 }}
            />
          </Group>
        </Card>
        <Card component="section" aria-labelledby="issue-lines-title">
          <Title order={2} size="h4" id="issue-lines-title" mb="sm">
            {t('issueInvoice.lines')}
          </Title>
          <Stack gap="sm">
            {lines.map((line, index) => (
              <LineEditor
                key={line.key}
                index={index}
                line={line}
                currency={currency}
                onChange={setLine(index)}
                onRemove={lines.length > 1 ? () => setLines(lines.filter((_, i) => i !== index)) : null}
                errors={errors}
              />
            ))}
            {errors.lines && (
              <Text c="red.8" size="sm">
                {errors.lines}
              </Text>
            )}
            {lines.length < INVOICE_LINES_MAX && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setLines([...lines, newLine()])}
                >
                  {t('issueInvoice.addLine')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="issue-discount-title">
          <Title order={2} size="h4" id="issue-discount-title" mb="sm">
            {t('issueInvoice.discount')}
          </Title>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('issueInvoice.discount')}
              value={discountKind}
              onChange={(kind) => setDiscountKind(kind)}
              data={(['none', 'amount', 'percent'] as const).map((value) => ({
                value,
                label: t(`issueInvoice.discountKind.${value}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
            {discountKind !== 'none' && (
              <Group align="flex-start" grow preventGrowOverflow={false}>
                {discountKind === 'amount' ? (
                  <MoneyInput
                    label={t('issueInvoice.discountAmount', { currency })}
                    value={String(discountValue)}
                    onChange={setDiscountValue}
                    error={errors['discount.value'] ?? errors.discount}
                  />
                ) : (
                  <NumberInput
                    label={t('issueInvoice.discountPercent')}
                    value={discountValue}
                    onChange={setDiscountValue}
                    min={1}
                    max={100}
                    allowDecimal={false}
                    suffix="%"
                    error={errors['discount.value'] ?? errors.discount}
                  />
                )}
                <TextInput
                  label={t('issueInvoice.discountReason')}
                  value={reason}
                  maxLength={INVOICE_TEXT_MAX}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  error={errors['discount.reason']}
                />
              </Group>
            )}
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="issue-totals-title">
          <Title order={2} size="h4" id="issue-totals-title" mb="sm">
            {t('issueInvoice.totals')}
          </Title>
          <Table aria-labelledby="issue-totals-title" maw={420} role="table">
            <Table.Tbody aria-live="polite">
              <Table.Tr>
                <Table.Th>{t('issueInvoice.subtotal')}</Table.Th>
                <Table.Td ta="end">
                  <Money minor={subtotal} currency={currency} />
                </Table.Td>
              </Table.Tr>
              {off > 0 && (
                <Table.Tr>
                  <Table.Th>{t('issueInvoice.discountTotal')}</Table.Th>
                  <Table.Td ta="end">
                    <Money minor={-off} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('issueInvoice.total')}</Table.Th>
                <Table.Td ta="end" fw={700} data-testid="issue-total">
                  <Money minor={Math.max(0, subtotal - off)} currency={currency} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed" mt="xs">
            {t('issueInvoice.familyNote')}
          </Text>
        </Card>
        <FormFailure title={t('issueInvoice.failed')} error={issue.error} markedFields={Boolean(server)} />
        <Group>
          <Button type="submit" loading={issue.isPending}>
            {t('issueInvoice.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
