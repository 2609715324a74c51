import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's view (filters, order, page cursor) kept in the URL under `keys`, so a reload, the back
 * button and a shared link agree; and a way to change part of it. Any change but the `cursor`
 * itself goes back to the first page.
 */
export function useUrlQuery<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const query: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) query[key] = value;
    }
    return query;
  }, [params, keys]);
  const change = useCallback(
    (next: Partial<Record<Key, string | null>>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (!('cursor' in next)) updated.delete('cursor');
          for (const [key, value] of Object.entries<string | null | undefined>(next)) {
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: options.replace },
      ),
    [setParams],
  );
  return { query, change };
}

export type UrlQueryChange<Key extends string> = ReturnType<typeof useUrlQuery<Key>>['change'];
