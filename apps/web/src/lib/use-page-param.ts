import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page of a server-paged list, kept in `?page=` so reload and back keep the place. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          if (next > 1) copy.set('page', String(next));
          else copy.delete('page');
          return copy;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
