import { TextInput } from '@mantine/core';

type DateRangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  /** The list's query: its `from` and `to` days, when set. */
  range: { from?: string | undefined; to?: string | undefined };
  /** Writes a changed day (yyyy-mm-dd) to the URL, or null when cleared. */
  change: (next: { from?: string | null; to?: string | null }) => void;
};

/** A list's "from … to …" filter on days; each end keeps the other from crossing it. */
export function DateRangeFilter({ fromLabel, toLabel, range, change }: DateRangeFilterProps) {
  const { from, to } = range;
  return (
    <>
      <TextInput
        label={fromLabel}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(event) => change({ from: event.currentTarget.value || null })}
        w={{ base: '47%', sm: 160 }}
      />
      <TextInput
        label={toLabel}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(event) => change({ to: event.currentTarget.value || null })}
        w={{ base: '47%', sm: 160 }}
      />
    </>
  );
}
