import { TextInput, type TextInputProps } from '@mantine/core';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { inputToMinor, minorToInput } from '../../../lib/money.ts';

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (typed: string) => void;
};

/** A sum typed in the currency's units ("12.50"), read into minor units by lib/money.ts `inputToMinor`. */
export function MoneyInput({ value, onChange, ...input }: MoneyInputProps) {
  return (
    <TextInput
      {...input}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * A typed sum read for a money form: its minor units, or what is wrong with it beside the box (not
 * a sum the currency holds, or above `max`, worded by `over`).
 */
export function readAmount(
  typed: string,
  currency: string,
  max: number,
  over: string,
): { minor: number; error: null } | { minor: null; error: string } {
  const minor = inputToMinor(typed, currency);
  if (minor === null || minor <= 0)
    return { minor: null, error: i18n.t('invoice.money.notASum', { example: minorToInput(1250, currency) }) };
  if (minor > max) return { minor: null, error: over };
  return { minor, error: null };
}
