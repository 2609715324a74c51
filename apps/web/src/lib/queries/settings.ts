import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@fieldhouse/contract';
import { avatarUrl } from '../avatar.ts';
import { call } from '../api.ts';

/**
 * The organisation's settings (`GET /settings`), read by the shell (its name and logo) and the
 * settings page; the live channel's `settings` reads them again when anyone saves.
 */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => call('GET /settings', {}, { signal }),
  select: (response) => response.settings,
  staleTime: 10 * 60_000,
  // The shell shows the product's own name until they arrive; no toast for a failed read.
  meta: { silent: true },
});

export const useOrganisationSettings = () => useQuery(settingsQuery);

/** The organisation's name and logo for the menu's header: the product's own until they arrive. */
export function useOrganisationBrand(): { name: string; logo: string | null } {
  const { data } = useOrganisationSettings();
  return { name: data?.name ?? PRODUCT_NAME, logo: data?.logo ? avatarUrl(data.logo, '') : null };
}
