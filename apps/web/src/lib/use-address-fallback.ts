import { useEffect, useState } from 'react';
import { isApiError } from './api-error.ts';

/** A list's view as the address holds it (useUrlQuery), for falling back when it cannot be shown. */
export type ListAddress = {
  query: Partial<Record<string, unknown>>;
  /** Keys whose values the list's own schema refused (left out of the query already). */
  invalid: readonly string[];
  change: (next: Record<string, null>, options: { replace?: boolean }) => void;
};

/**
 * When the address holds what the list cannot show (`?sort=x`, a page link that expired), the list
 * shows its default instead of a failure with no way out, and says so. Values the list's schema
 * refuses never leave the browser (`invalid`); those only the server can judge (an old cursor)
 * come back as a 400 naming them, and are dropped from the address, which reads the list again.
 */
export function useAddressFallback(address: ListAddress | undefined, error: unknown) {
  const [fellBack, setFellBack] = useState(false);
  const refused =
    address && isApiError(error) && error.status === 400 && error.fields
      ? Object.keys(error.fields).filter((key) => address.query[key] !== undefined)
      : [];
  const refusedKeys = refused.join(' ');
  // Remembered while rendering (React's way to keep what a render learnt), dropped from the address after.
  if (refusedKeys && !fellBack) setFellBack(true);
  useEffect(() => {
    if (!address || !refusedKeys) return;
    address.change(Object.fromEntries(refusedKeys.split(' ').map((key) => [key, null])), { replace: true });
    // Only a new refusal acts; `address` is a fresh object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedKeys]);
  return {
    /** The list is about to show (or shows) its default: hold the failure back meanwhile. */
    refusing: refused.length > 0,
    shown: fellBack || (address?.invalid.length ?? 0) > 0,
    close: () => {
      setFellBack(false);
      address?.change({}, { replace: true });
    },
  };
}
