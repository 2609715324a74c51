/**
 * The country code a new staff member most likely has: the organisation's. There is no such setting
 * yet, so the inviting staff member's own code stands for it when the list has it, else the first.
 */
export function defaultIsdCode(countries: readonly { isd_code: string }[], own: string | null): string {
  if (own && countries.some((country) => country.isd_code === own)) return own;
  return countries[0]?.isd_code ?? '';
}
