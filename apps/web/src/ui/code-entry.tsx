import { Input, PinInput, Stack } from '@mantine/core';
import { OTP_LENGTH } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';

type CodeEntryProps = {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  error: string | undefined;
  disabled: boolean;
};

/** Six digit boxes: typing moves along, a pasted or autofilled code fills them all, the sixth sends. */
export function CodeEntry({ value, onChange, onComplete, error, disabled }: CodeEntryProps) {
  const { t } = useT();
  return (
    <Stack gap={6} role="group" aria-labelledby="code-label">
      <Input.Label id="code-label" htmlFor="code-digit-0">
        {t('signUp.verify.code')}
      </Input.Label>
      <PinInput
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus
        size="lg"
        gap="xs"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        getInputProps={(index) => ({
          id: `code-digit-${index}`,
          'aria-label': t('signUp.verify.digit', { index: index + 1, digits: OTP_LENGTH }),
          'aria-describedby': error ? 'code-error' : undefined,
        })}
      />
      {error && (
        <Input.Error id="code-error" role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
