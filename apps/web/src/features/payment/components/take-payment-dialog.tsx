import { useState, type FormEvent } from 'react';
import { Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { DESK_PAYMENT_METHODS, PAYMENT_NOTE_MAX, type InvoiceDetail } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatMoney, minorToInput } from '../../../lib/money.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useTakePayment } from '../api/use-invoices.ts';
import { MoneyInput, readAmount } from './money-input.tsx';

type Method = (typeof DESK_PAYMENT_METHODS)[number];
const FORM_ID = 'take-payment-form';
const today = () => new Date().toLocaleDateString('en-CA');

type TakePaymentDialogProps = {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Records a payment at the desk: cash, transfer or card, the whole balance or a part of it. */
export function TakePaymentDialog({ invoice, opened, onClose, onDone }: TakePaymentDialogProps) {
  const { t } = useT();
  const take = useTakePayment(invoice.number);
  const { currency } = invoice;
  const balance = invoice.totals.balanceMinor;
  const [method, setMethod] = useState<Method>('cash');
  const [amount, setAmount] = useState(() => minorToInput(balance, currency));
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const server = isApiError(take.error) ? take.error : null;
  const fields = server?.fields;
  // The server's "more than the balance" belongs beside the amount too.
  const overBalance = server?.code === 'PAYMENT_EXCEEDS_BALANCE' ? server.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(
      amount,
      currency,
      balance,
      t('invoice.money.overBalance', { balance: formatMoney(balance, currency) }),
    );
    setAmountError(read.error);
    if (read.minor === null) return;
    const amountMinor = read.minor;
    take.mutate(
      { method, amountMinor, paidOn, note: note.trim() },
      { onSuccess: () => onDone(t('invoice.take.done', { amount: formatMoney(amountMinor, currency) })) },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoice.take.title', { number: invoice.number })}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={take.isPending}>
            {t('invoice.take.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('invoice.take.method')}
            data={DESK_PAYMENT_METHODS.map((value) => ({ value, label: t(`payment.method.${value}`) }))}
            value={method}
            onChange={(value) => value && setMethod(value)}
            allowDeselect={false}
            error={fields?.method}
          />
          <MoneyInput
            label={t('invoice.take.amount', { currency })}
            description={t('invoice.take.amountHint', { balance: formatMoney(balance, currency) })}
            value={amount}
            onChange={setAmount}
            error={amountError ?? fields?.amountMinor ?? overBalance}
            data-autofocus
          />
          <TextInput
            label={t('invoice.take.paidOn')}
            type="date"
            value={paidOn}
            onChange={(event) => setPaidOn(event.currentTarget.value)}
            error={fields?.paidOn}
          />
          <Textarea
            label={t('invoice.take.note')}
            autosize
            minRows={2}
            maxLength={PAYMENT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={fields?.note}
          />
          <FormFailure
            title={t('invoice.take.failed')}
            error={overBalance ? null : take.error}
            markedFields={Boolean(fields)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
