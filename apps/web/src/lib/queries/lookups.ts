import { useQuery } from '@tanstack/react-query';
import type { InitResponse } from '@fieldhouse/contract';
import { call } from '../api.ts';
import { countryName } from '../i18n/data-name.ts';

/** Cache key of the lookup lists; sign-up keeps it when it clears an earlier user's cache. */
export const LOOKUPS_KEY = ['lookups'] as const;

/** `POST subscriber/init/`: the countries, sports and genders the sign-up and profile forms offer. */
export function useLookups() {
  return useQuery({
    queryKey: LOOKUPS_KEY,
    queryFn: ({ signal }) => call('POST /subscriber/init', { body: { data: '' } }, { signal }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/**
 * The country-code choices. The code sits in a left-to-right isolate (U+2066 … U+2069): an
 * <option> holds text only, and without it "+44" reads "44+" in a right-to-left page. Country
 * names are the browser's own, in the reader's language.
 */
export const countryCodeOptions = (countries: InitResponse['countries']) =>
  countries.map((c) => ({
    value: c.isd_code,
    label: `\u2066${c.isd_code}\u2069 ${countryName(c.iso2, c.name)}`,
  }));
