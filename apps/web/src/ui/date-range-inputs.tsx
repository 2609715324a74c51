import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, type DateInputProps, type DayOfWeek } from '@mantine/dates';
import { DAY_MONTH_YEAR } from '../lib/format.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { parseTypedDay } from '../lib/typed-day.ts';
import type { DateRangeFilterProps } from './date-range-filter.tsx';
import classes from './date-range-inputs.module.css';

// The week as each language's readers count it: Monday first in (British) English, Saturday first
// and a Friday–Saturday weekend in Arabic (dayjs' `ar` locale starts its weeks on Saturday too).
const WEEKS = {
  en: { firstDayOfWeek: 1, weekendDays: [0, 6] },
  ar: { firstDayOfWeek: 6, weekendDays: [5, 6] },
} satisfies Record<string, { firstDayOfWeek: DayOfWeek; weekendDays: DayOfWeek[] }>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, if it is one; anything else shows as an empty field. */
const dayOrNull = (value: string | undefined) => (value && DAY.test(value) ? value : null);

/** One end of the range: a day typed (any form parseTypedDay reads) or chosen on the calendar. */
function DayInput(props: DateInputProps & { other: string | null }) {
  const { t } = useT();
  const [language] = useLanguage();
  const { other, value, ...rest } = props;
  return (
    <DateInput
      {...rest}
      value={value}
      // The calendar opens on the month of this end, or else of the other one.
      defaultDate={(value as string | null) ?? other ?? undefined}
      valueFormat={DAY_MONTH_YEAR}
      dateParser={(typed) => parseTypedDay(typed, language)}
      placeholder={t('widgets.dates.placeholder')}
      classNames={{ day: classes.day }}
      highlightToday
      clearable
      clearButtonProps={{ 'aria-label': t('widgets.dates.clear') }}
      ariaLabels={{
        previousMonth: t('widgets.dates.previousMonth'),
        nextMonth: t('widgets.dates.nextMonth'),
        previousYear: t('widgets.dates.previousYear'),
        nextYear: t('widgets.dates.nextYear'),
        previousDecade: t('widgets.dates.previousDecade'),
        nextDecade: t('widgets.dates.nextDecade'),
        monthLevelControl: t('widgets.dates.chooseMonth'),
        yearLevelControl: t('widgets.dates.chooseYear'),
      }}
      w={{ base: '47%', sm: 170 }}
    />
  );
}

/**
 * The two ends of a date range filter, in the reader's language and week. The calendar offers no
 * day past the other end; a day typed past it is taken, and the page says what is wrong with it
 * (as the key figures do), rather than the field quietly refusing it.
 */
export function DateRangeInputs({ fromLabel, toLabel, range, change }: DateRangeFilterProps) {
  const [language] = useLanguage();
  const from = dayOrNull(range.from);
  const to = dayOrNull(range.to);
  return (
    <DatesProvider settings={{ locale: language, ...WEEKS[language] }}>
      <DayInput
        label={fromLabel}
        value={from}
        other={to}
        excludeDate={(day) => to !== null && day > to}
        onChange={(day) => change({ from: day })}
      />
      <DayInput
        label={toLabel}
        value={to}
        other={from}
        excludeDate={(day) => from !== null && day < from}
        onChange={(day) => change({ to: day })}
      />
    </DatesProvider>
  );
}
