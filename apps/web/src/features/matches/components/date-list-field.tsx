import { useState } from 'react';
import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatDayInZone } from '../../../lib/zoned-format.ts';
import { isDay, merged, seriesOfDays } from '../fixture-plan.ts';
import { PillListField } from './pill-list-field.tsx';

type DateListFieldProps = {
  value: string[];
  onChange: (days: string[]) => void;
  /** How many the rounds need: the series' count starts there. */
  needed: number;
  error: string | undefined;
};

/** The days to play on: one at a time, or a series (a first day, every so many days, how many). */
export function DateListField({ value, onChange, needed, error }: DateListFieldProps) {
  const { t, language } = useT();
  const [start, setStart] = useState('');
  const [every, setEvery] = useState<number | ''>(7);
  // Until changed, the series is as long as the rounds need (which follows single or double).
  const [count, setCount] = useState<number | '' | null>(null);
  const length = count === null ? needed : count;
  const series = seriesOfDays(start, Number(every), Number(length));
  // A day is a day wherever it is read: written at noon UTC, it names the same day in every zone.
  const shown = (day: string) => formatDayInZone(`${day}T12:00:00Z`, 'UTC', language);
  const half = { base: '100%', xs: 150 } as const;

  return (
    <PillListField
      legend={t('matchSetup.generate.dates.label')}
      hint={
        t('matchSetup.generate.dates.hint') +
        (value.length > 0 ? ` ${t('matchSetup.generate.dates.chosen', { count: value.length })}` : '')
      }
      value={value}
      onChange={onChange}
      error={error}
      list={{
        label: t('matchSetup.generate.dates.list'),
        empty: t('matchSetup.generate.dates.none'),
        shown,
        removeLabel: (day) => t('matchSetup.generate.dates.remove', { day }),
      }}
      adder={{
        type: 'date',
        label: t('matchSetup.generate.dates.one'),
        valid: isDay,
        button: t('matchSetup.generate.dates.addOne'),
      }}
    >
      <Text size="sm" fw={500}>
        {t('matchSetup.generate.dates.series')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          dir="ltr"
          label={t('matchSetup.generate.dates.start')}
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          w={half}
        />
        <NumberInput
          label={t('matchSetup.generate.dates.every')}
          value={every}
          min={1}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          onChange={(next) => setEvery(next === '' ? '' : Number(next))}
          w={{ base: '47%', xs: 120 }}
        />
        <NumberInput
          label={t('matchSetup.generate.dates.count')}
          value={length || ''}
          min={1}
          max={200}
          allowDecimal={false}
          allowNegative={false}
          onChange={(next) => setCount(next === '' ? '' : Number(next))}
          w={{ base: '47%', xs: 120 }}
        />
        <Button
          variant="default"
          disabled={series.length === 0}
          onClick={() => onChange(merged(value, series))}
        >
          {t('matchSetup.generate.dates.addSeries')}
        </Button>
      </Group>
      {value.length > 0 && (
        <Group>
          <Button variant="subtle" size="xs" color="red" onClick={() => onChange([])}>
            {t('matchSetup.generate.dates.clear')}
          </Button>
        </Group>
      )}
    </PillListField>
  );
}
