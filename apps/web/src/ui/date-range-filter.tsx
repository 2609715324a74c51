import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import { formatDate } from '../lib/format.ts';

export type DateRangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  /** The list's query: its `from` and `to` days, when set. */
  range: { from?: string | undefined; to?: string | undefined };
  /** Writes a changed day (yyyy-mm-dd) to the URL, or null when cleared. */
  change: (next: { from?: string | null; to?: string | null }) => void;
};

// The date fields and their calendar come in a chunk of their own, with the first page that has
// a range to choose: the sign-in page and the dashboard never fetch them.
const DateRangeInputs = lazy(async () => ({
  default: (await import('./date-range-inputs.tsx')).DateRangeInputs,
}));

/** Until the calendar's code has come: the same two fields, showing the days, not yet usable. */
function WaitingInputs({ fromLabel, toLabel, range }: DateRangeFilterProps) {
  return [
    { label: fromLabel, day: range.from },
    { label: toLabel, day: range.to },
  ].map(({ label, day }) => (
    <TextInput
      key={label}
      label={label}
      value={day ? formatDate(day) : ''}
      disabled
      readOnly
      w={{ base: '47%', sm: 170 }}
    />
  ));
}

/** A list's "from … to …" filter on days, typed or chosen on a calendar; the address holds them. */
export function DateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<WaitingInputs {...props} />}>
      <DateRangeInputs {...props} />
    </Suspense>
  );
}
