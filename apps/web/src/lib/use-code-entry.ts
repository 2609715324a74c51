import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@fieldhouse/contract';

type CodeCheck<Result> = {
  mutate: (
    code: string,
    options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The digits of a texted code and what was wrong with the last try: a refused code is cleared,
 * so the next one is typed afresh, and the server's reason is shown in its place. `entry` is what
 * the digit boxes (ui/code-entry) take; `onSubmit` is the form's, saying `allDigits` when some are missing.
 */
export function useCodeEntry<Result>(
  check: CodeCheck<Result>,
  onChecked: (result: Result) => void,
  allDigits: () => string,
) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const submit = (value: string) => {
    setCodeError(undefined);
    check.mutate(value, {
      onSuccess: onChecked,
      onError: (error) => {
        setCode('');
        setCodeError(error.message);
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === OTP_LENGTH) submit(code);
    else setCodeError(allDigits());
  };
  const entry = {
    value: code,
    onChange: setCode,
    onComplete: submit,
    error: codeError,
    disabled: check.isPending,
  };
  return { entry, onSubmit, setCodeError };
}
