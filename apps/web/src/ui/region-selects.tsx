import { Select } from '@mantine/core';
import { CURRENCIES } from '../lib/money.ts';
import { timeZones } from '../lib/zoned-time.ts';

type RegionSelectProps = {
  name: string;
  label: string;
  description?: string;
  error?: string | undefined;
  value: string;
  /** Called with the choice; clearing is not offered. */
  onChange: (value: string) => void;
};

/** An IANA time zone, searched by name (the list is long: 60 shown at a time). */
export function TimeZoneSelect({ onChange, ...props }: RegionSelectProps) {
  return (
    <Select
      {...props}
      data={timeZones()}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      limit={60}
      allowDeselect={false}
      required
      dir="ltr"
    />
  );
}

/** An ISO 4217 currency code, searched by code. */
export function CurrencySelect({ onChange, ...props }: RegionSelectProps) {
  return (
    <Select
      {...props}
      data={CURRENCIES}
      onChange={(code) => code && onChange(code)}
      searchable
      allowDeselect={false}
      dir="ltr"
    />
  );
}
