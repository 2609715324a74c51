import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** What each URL key may hold: the list's own query schema's fields (the contract's). */
export type UrlQueryShape<Key extends string> = Partial<Record<Key, z.ZodType>>;

/**
 * A list's view (filters, order, page cursor) kept in the URL under `keys`, so a reload, the back
 * button and a shared link agree; and a way to change part of it. Any change but the `cursor`
 * itself goes back to the first page. With a `shape`, a value the list cannot take (`?sort=x`,
 * an old or mistyped link) is left out of the query and named in `invalid`, so the list shows its
 * default and the page can say so; the next change drops it from the URL.
 */
export function useUrlQuery<Key extends string>(keys: readonly Key[], shape?: UrlQueryShape<Key>) {
  const [params, setParams] = useSearchParams();
  const { query, invalid } = useMemo(() => {
    const query: Partial<Record<Key, string>> = {};
    const invalid: Key[] = [];
    for (const key of keys) {
      const value = params.get(key);
      if (!value) continue;
      if (shape?.[key]?.safeParse(value).success === false) invalid.push(key);
      else query[key] = value;
    }
    return { query, invalid };
  }, [params, keys, shape]);
  const change = useCallback(
    (next: Partial<Record<Key, string | null>>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (!('cursor' in next)) updated.delete('cursor');
          for (const key of invalid) updated.delete(key);
          for (const [key, value] of Object.entries<string | null | undefined>(next)) {
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: options.replace },
      ),
    [setParams, invalid],
  );
  return { query, invalid, change };
}

export type UrlQueryChange<Key extends string> = ReturnType<typeof useUrlQuery<Key>>['change'];
