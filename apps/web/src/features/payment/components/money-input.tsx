import { TextInput, type TextInputProps } from '@mantine/core';

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
