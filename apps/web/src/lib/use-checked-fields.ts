import { useCallback, useState } from 'react';
import type { FieldErrors } from './account-fields.ts';

type Check<F extends string> = (field: F, value: string) => string | undefined;

/**
 * Text-valued form state whose every field is checked as the user types and on leaving it, and
 * whose errors can also come from the server; the first field in trouble gets the focus.
 */
export function useCheckedFields<F extends string>(
  order: readonly F[],
  initial: Record<F, string>,
  check: Check<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setField = useCallback(
    (field: F, value: string) => {
      setValues((old) => ({ ...old, [field]: value }));
      setErrors((old) => ({ ...old, [field]: check(field, value) }));
    },
    [check],
  );

  const blur = (field: F) => () => setErrors((old) => ({ ...old, [field]: check(field, values[field]) }));

  /** Shows these errors (the form's own or the server's) and focuses the first field named. */
  const showErrors = (found: FieldErrors<F>, form: HTMLFormElement | null) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    const element = first && form ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  /** Checks every field; false (with the errors shown) when any fails. */
  const validate = (form: HTMLFormElement | null, fields: readonly F[] = order): boolean => {
    const found: FieldErrors<F> = {};
    for (const field of fields) {
      const error = check(field, values[field]);
      if (error) found[field] = error;
    }
    showErrors(found, form);
    return !Object.values(found).some(Boolean);
  };

  const reset = (next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, setField, blur, showErrors, validate, reset };
}
