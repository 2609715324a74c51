import { useState, type FormEvent } from 'react';
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { PAYMENT_NOTE_MAX, type InvoiceDetail } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney, minorToInput } from '../../../lib/money.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useRefund } from '../api/use-invoices.ts';
import { MoneyInput, readAmount } from './money-input.tsx';

const FORM_ID = 'refund-form';
const WHOLE = 'invoice';

type RefundDialogProps = {
  invoice: InvoiceDetail;
  /** The payment the refund starts from, or null for an amount against the invoice. */
  paymentId: number | null;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** What may still be given back: of one payment, or of everything paid on the invoice. */
export function refundable(invoice: InvoiceDetail, paymentId: number | null): number {
  if (paymentId === null) return invoice.totals.paidMinor - invoice.totals.refundedMinor;
  const paid = invoice.payments.find((p) => p.id === paymentId)?.amountMinor ?? 0;
  const back = invoice.refunds
    .filter((r) => r.paymentId === paymentId)
    .reduce((sum, r) => sum + r.amountMinor, 0);
  return Math.min(paid - back, invoice.totals.paidMinor - invoice.totals.refundedMinor);
}

/** Gives money back with a reason: a payment whole or part, or an amount; never more than was paid. */
export function RefundDialog({ invoice, paymentId, opened, onClose, onDone }: RefundDialogProps) {
  const { t } = useT();
  const refund = useRefund(invoice.number);
  const { currency } = invoice;
  const [from, setFrom] = useState(paymentId === null ? WHOLE : String(paymentId));
  const chosen = from === WHOLE ? null : Number(from);
  const max = refundable(invoice, chosen);
  const [amount, setAmount] = useState(() => minorToInput(max, currency));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const server = isApiError(refund.error) ? refund.error : null;
  const fields = server?.fields;
  const overPaid = server?.code === 'REFUND_EXCEEDS_PAID' ? server.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(
      amount,
      currency,
      max,
      t('invoice.money.overPaid', { max: formatMoney(max, currency) }),
    );
    setAmountError(read.error);
    if (read.minor === null) return;
    const amountMinor = read.minor;
    refund.mutate(
      { ...(chosen === null ? {} : { paymentId: chosen }), amountMinor, reason: reason.trim() },
      { onSuccess: () => onDone(t('invoice.refund.done', { amount: formatMoney(amountMinor, currency) })) },
    );
  };

  const payments = invoice.payments.map((p) => ({
    value: String(p.id),
    label: `${formatMoney(p.amountMinor, currency)} · ${t(`payment.method.${p.method}`)} · ${formatDate(p.paidOn)}`,
  }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoice.refund.title', { number: invoice.number })}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} color={TONES.danger} loading={refund.isPending}>
            {t('invoice.refund.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('invoice.refund.payment')}
            data={[{ value: WHOLE, label: t('invoice.refund.whole') }, ...payments]}
            value={from}
            onChange={(value) => {
              if (!value) return;
              setFrom(value);
              setAmount(minorToInput(refundable(invoice, value === WHOLE ? null : Number(value)), currency));
            }}
            allowDeselect={false}
            error={fields?.paymentId}
          />
          <MoneyInput
            label={t('invoice.refund.amount', { currency })}
            description={t('invoice.refund.amountHint', { max: formatMoney(max, currency) })}
            value={amount}
            onChange={setAmount}
            error={amountError ?? fields?.amountMinor ?? overPaid}
          />
          <Textarea
            label={t('invoice.refund.reason')}
            autosize
            minRows={2}
            required
            withAsterisk={false}
            maxLength={PAYMENT_NOTE_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fields?.reason}
            data-autofocus
          />
          <FormFailure
            title={t('invoice.refund.failed')}
            error={overPaid ? null : refund.error}
            markedFields={Boolean(fields)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
