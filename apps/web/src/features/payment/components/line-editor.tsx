import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { INVOICE_LINE_KINDS, INVOICE_TEXT_MAX, type InvoiceLineKind } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatCount, minorToInput } from '../../../lib/money.ts';
import { usePlans, useUpcomingEvents } from '../api/use-line-sources.ts';
import { MoneyInput } from './money-input.tsx';

/** A line as the form holds it: what was typed, read into minor units when sent. */
export type LineDraft = {
  key: number;
  kind: InvoiceLineKind;
  planId: string | null;
  periodStart: string;
  eventId: string | null;
  description: string;
  quantity: number | string;
  unit: string;
};

type LineEditorProps = {
  index: number;
  line: LineDraft;
  currency: string;
  onChange: (line: LineDraft) => void;
  onRemove: (() => void) | null;
  /** Each field's problem, by the request's names (`lines.0.unitMinor`). */
  errors: Record<string, string>;
};

/** One line of an invoice: a plan's period, an event's fee or a one-off item, its quantity and price. */
export function LineEditor({ index, line, currency, onChange, onRemove, errors }: LineEditorProps) {
  const { t } = useT();
  const plans = usePlans();
  const events = useUpcomingEvents();
  const set = (change: Partial<LineDraft>) => onChange({ ...line, ...change });
  const error = (name: string) => errors[`lines.${index}.${name}`];
  const n = index + 1;
  const priced = (priceMinor: number, itsCurrency: string) =>
    itsCurrency === currency ? { unit: minorToInput(priceMinor, currency) } : {};
  const otherCurrency =
    (line.kind === 'plan' && plans.data?.find((p) => String(p.id) === line.planId)?.currency) ||
    (line.kind === 'event' && events.data?.find((e) => String(e.id) === line.eventId)?.currency) ||
    currency;

  return (
    <Card
      withBorder
      component="fieldset"
      p="md"
      m={0}
      aria-label={t('issueInvoice.line', { n: formatCount(n) })}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <SegmentedControl
            aria-label={t('issueInvoice.kind')}
            value={line.kind}
            onChange={(kind) => set({ kind: kind, planId: null, eventId: null })}
            data={INVOICE_LINE_KINDS.map((value) => ({ value, label: t(`payment.lineKind.${value}`) }))}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={t('issueInvoice.removeLine', { n: formatCount(n) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {line.kind === 'plan' && (
          <Group align="flex-start" grow preventGrowOverflow={false}>
            <Select
              label={t('issueInvoice.plan')}
              placeholder={t('issueInvoice.planPick')}
              data={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={line.planId}
              onChange={(planId) => {
                const plan = plans.data?.find((p) => String(p.id) === planId);
                set({
                  planId,
                  ...(plan ? { description: plan.name, ...priced(plan.priceMinor, plan.currency) } : {}),
                });
              }}
              searchable
              error={error('planId')}
            />
            <TextInput
              label={t('issueInvoice.periodStart')}
              type="date"
              value={line.periodStart}
              onChange={(event) => set({ periodStart: event.currentTarget.value })}
              error={error('periodStart')}
            />
          </Group>
        )}
        {line.kind === 'event' && (
          <Select
            label={t('issueInvoice.event')}
            placeholder={t('issueInvoice.eventPick')}
            data={(events.data ?? []).map((e) => ({ value: String(e.id), label: e.title }))}
            value={line.eventId}
            onChange={(eventId) => {
              const event = events.data?.find((e) => String(e.id) === eventId);
              set({
                eventId,
                ...(event ? { description: event.title, ...priced(event.feeMinor, event.currency) } : {}),
              });
            }}
            searchable
            error={error('eventId')}
          />
        )}
        {otherCurrency !== currency && (
          <Text size="sm" c="dimmed">
            {t('issueInvoice.otherCurrency', { currency: otherCurrency, organisation: currency })}
          </Text>
        )}
        <TextInput
          label={t('issueInvoice.description')}
          value={line.description}
          maxLength={INVOICE_TEXT_MAX}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={error('description')}
        />
        <Group align="flex-start" grow preventGrowOverflow={false}>
          <NumberInput
            label={t('issueInvoice.quantity')}
            value={line.quantity}
            onChange={(quantity) => set({ quantity })}
            min={1}
            max={1000}
            allowDecimal={false}
            error={error('quantity')}
          />
          <MoneyInput
            label={t('issueInvoice.unit', { currency })}
            value={line.unit}
            onChange={(unit) => set({ unit })}
            error={error('unitMinor')}
          />
        </Group>
      </Stack>
    </Card>
  );
}
