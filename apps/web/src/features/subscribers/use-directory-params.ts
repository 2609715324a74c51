import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DirectoryQueryInput } from '@fieldhouse/contract';

/** The URL keys the directory keeps its view in: a reload, the back button and a shared link agree. */
const KEYS = [
  'q',
  'status',
  'role',
  'sport',
  'age',
  'gender',
  'country',
  'from',
  'to',
  'sort',
  'cursor',
] as const;
type Key = (typeof KEYS)[number];

/** The directory's query as the URL holds it, and a way to change part of it (back to page one). */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): DirectoryQueryInput => {
    const query: Record<string, string> = {};
    for (const key of KEYS) {
      const value = params.get(key);
      if (value) query[key] = value;
    }
    return query;
  }, [params]);
  const change = useCallback(
    (next: Partial<Record<Key, string | null>>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          // Any change but the page itself starts again from the first page.
          if (!('cursor' in next)) updated.delete('cursor');
          for (const [key, value] of Object.entries(next)) {
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
