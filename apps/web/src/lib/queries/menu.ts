import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '@fieldhouse/contract';
import { api } from '../api.ts';

/** The caller's side menu (spec §7 `POST menu`); it only changes with the role, so it is kept long. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: ({ signal }) => api.post<MenuResponse>('menu', { data: '' }, { signal }),
  select: (response) => response.menu,
  staleTime: 10 * 60_000,
  // The nav shows its own message with a Retry button, so no toast as well.
  meta: { silent: true },
});

export function useMenu() {
  return useQuery(menuQuery);
}
